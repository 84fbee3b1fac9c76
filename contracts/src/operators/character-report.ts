import { z } from 'zod';
import {
  SKILL_CATEGORIES,
  SKILL_CATEGORY_LABELS,
  canonicalSkillName,
  type SkillCategory,
} from './skill-catalog';
import { CHARACTER_REPORT_TEXTS } from '../spec/account-screens-texts';

/** A skill's self-rated proficiency (spec 01 section 3). */
export const PROFICIENCIES = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export const ProficiencySchema = z.enum(PROFICIENCIES);
export type Proficiency = z.infer<typeof ProficiencySchema>;

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const ExperienceLevelSchema = z.enum(EXPERIENCE_LEVELS);
export type ExperienceLevel = z.infer<typeof ExperienceLevelSchema>;

const LEVEL_OF_PROFICIENCY: Record<Proficiency, ExperienceLevel> = {
  Beginner: 'beginner',
  Intermediate: 'intermediate',
  Advanced: 'advanced',
  Expert: 'expert',
};

/** The years-of-experience choices: 0-1, 1-2, 2-5, 5-10, 10+ years. */
export const YEARS_EXPERIENCE_OPTIONS = ['0-1', '1-2', '2-5', '5-10', '10+'] as const;
export const YearsExperienceSchema = z.enum(YEARS_EXPERIENCE_OPTIONS, {
  error: CHARACTER_REPORT_TEXTS.yearsRequired,
});
export type YearsExperience = z.infer<typeof YearsExperienceSchema>;

export const yearsExperienceLabel = (years: YearsExperience): string => `${years} years`;

/** 10+ years expert, 5-10 advanced, 2-5 intermediate, otherwise beginner. */
export function experienceLevelForYears(years: YearsExperience): ExperienceLevel {
  switch (years) {
    case '10+':
      return 'expert';
    case '5-10':
      return 'advanced';
    case '2-5':
      return 'intermediate';
    case '0-1':
    case '1-2':
      return 'beginner';
  }
}

export const DOMAINS = [
  'machine_learning',
  'data_science',
  'web_development',
  'mobile_development',
  'backend_development',
  'devops',
  'ui_ux',
  'blockchain',
] as const;
export const DomainSchema = z.enum(DOMAINS);
export type Domain = z.infer<typeof DomainSchema>;

export const DOMAIN_LABELS: Record<Domain, string> = {
  machine_learning: 'Machine Learning',
  data_science: 'Data Science',
  web_development: 'Web Development',
  mobile_development: 'Mobile Development',
  backend_development: 'Backend Development',
  devops: 'DevOps',
  ui_ux: 'UI/UX Design',
  blockchain: 'Blockchain',
};

/** Learning interests offered in the wizard (free text is allowed too). */
export const LEARNING_INTEREST_OPTIONS = [
  'Machine Learning',
  'Artificial Intelligence',
  'Deep Learning',
  'Natural Language Processing',
  'Computer Vision',
  'Data Science',
  'Data Engineering',
  'Data Visualization',
  'Web Development',
  'Frontend Development',
  'Mobile Development',
  'iOS Development',
  'Android Development',
  'Backend Development',
  'APIs and Microservices',
  'Distributed Systems',
  'DevOps',
  'Cloud Infrastructure',
  'Site Reliability Engineering',
  'UI/UX Design',
  'Product Design',
  'Blockchain',
  'Smart Contracts',
  'Web3',
] as const;

/** Words that tie an interest to a domain; the first domain with a matching word wins. */
const DOMAIN_KEYWORDS: readonly (readonly [Domain, readonly string[]])[] = [
  [
    'machine_learning',
    [
      'machine learning',
      'ml',
      'ai',
      'artificial intelligence',
      'deep learning',
      'neural',
      'nlp',
      'natural language',
      'computer vision',
      'llm',
      'reinforcement learning',
    ],
  ],
  [
    'data_science',
    ['data science', 'data', 'analytics', 'statistics', 'visualization', 'visualisation'],
  ],
  [
    'mobile_development',
    ['mobile', 'ios', 'android', 'react native', 'flutter', 'app development'],
  ],
  [
    'web_development',
    ['web development', 'web', 'frontend', 'front-end', 'front end', 'full stack', 'full-stack'],
  ],
  [
    'backend_development',
    [
      'backend',
      'back-end',
      'back end',
      'api',
      'apis',
      'microservices',
      'distributed systems',
      'server',
    ],
  ],
  [
    'devops',
    ['devops', 'cloud', 'infrastructure', 'site reliability', 'sre', 'ci/cd', 'kubernetes'],
  ],
  ['ui_ux', ['ui', 'ux', 'ui/ux', 'design', 'user experience', 'user interface']],
  ['blockchain', ['blockchain', 'web3', 'smart contract', 'smart contracts', 'crypto', 'defi']],
];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const DOMAIN_PATTERNS = DOMAIN_KEYWORDS.map(
  ([domain, words]) =>
    [
      domain,
      new RegExp(`(^|[^a-z0-9])(${words.map(escapeRegExp).join('|')})(?=$|[^a-z0-9])`),
    ] as const,
);

/** The domain a learning interest belongs to (by its words, ignoring case), else null. */
export function domainForInterest(interest: string): Domain | null {
  const text = interest.trim().toLowerCase();
  if (text === '') return null;
  return DOMAIN_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** The distinct domains of a list of learning interests, in the order of DOMAINS. */
export function domainsForInterests(interests: readonly string[]): Domain[] {
  const found = new Set(interests.map(domainForInterest));
  return DOMAINS.filter((domain) => found.has(domain));
}

export const EDUCATION_BACKGROUNDS = [
  'high_school',
  'associate',
  'bachelor',
  'master',
  'phd',
  'bootcamp',
  'self_taught',
  'other',
] as const;
export const EducationBackgroundSchema = z.enum(EDUCATION_BACKGROUNDS);
export type EducationBackground = z.infer<typeof EducationBackgroundSchema>;

export const EDUCATION_BACKGROUND_LABELS: Record<EducationBackground, string> = {
  high_school: 'High School',
  associate: 'Associate Degree',
  bachelor: "Bachelor's Degree",
  master: "Master's Degree",
  phd: 'PhD',
  bootcamp: 'Bootcamp',
  self_taught: 'Self-taught',
  other: 'Other',
};

export const COMMUNICATION_PREFERENCES = [
  'Email',
  'Slack',
  'Discord',
  'Microsoft Teams',
  'Video Call',
  'In-app Messages',
] as const;
export const CommunicationPreferenceSchema = z.enum(COMMUNICATION_PREFERENCES);
export type CommunicationPreference = z.infer<typeof CommunicationPreferenceSchema>;
export const DEFAULT_COMMUNICATION_PREFERENCE: CommunicationPreference = 'Email';

export const CHALLENGE_PREFERENCE_OPTIONS = [
  'Algorithmic problems',
  'System design',
  'Debugging and fixing',
  'Building new features',
  'Performance optimisation',
  'Research and prototyping',
  'Data analysis',
  'UI polish',
  'Security hardening',
  'Team projects',
  'Solo deep work',
  'Short sprints',
  'Long-term projects',
] as const;

export const CHARACTER_REPORT_LIMITS = {
  skillsPerCategory: 30,
  listItems: 20,
  listItemLength: 500,
  specializationLength: 120,
  linkLength: 2048,
  timezoneLength: 64,
  hoursMin: 1,
  hoursMax: 168,
  defaultHours: 10,
} as const;

// ---------------------------------------------------------------------------------------------
// The stored report: what CharacterReportSubmitted carries and the operator record returns.

export const SkillEntrySchema = z.object({ name: z.string(), proficiency: ProficiencySchema });
export type SkillEntry = z.infer<typeof SkillEntrySchema>;

export const TechnicalSkillsSchema = z.object({
  programming_languages: z.array(SkillEntrySchema),
  frameworks: z.array(SkillEntrySchema),
  tools: z.array(SkillEntrySchema),
  databases: z.array(SkillEntrySchema),
  cloud_platforms: z.array(SkillEntrySchema),
});
export type TechnicalSkills = z.infer<typeof TechnicalSkillsSchema>;

export const AvailabilitySchema = z.object({
  hours: z.number(),
  timezone: z.string(),
  communication_preference: CommunicationPreferenceSchema,
});

export const CharacterReportSchema = z.object({
  /** Every skill of every category, flat: `level` is the entry's proficiency in lower case. */
  skills: z.array(z.object({ name: z.string(), level: ExperienceLevelSchema })),
  technical_skills: TechnicalSkillsSchema,
  experience_level: ExperienceLevelSchema,
  years_experience: YearsExperienceSchema,
  specialization: z.string(),
  preferred_domains: z.array(DomainSchema),
  availability: AvailabilitySchema,
  notable_projects: z.array(z.string()),
  achievements: z.array(z.string()),
  education_background: EducationBackgroundSchema.nullable(),
  certifications: z.array(z.string()),
  portfolio_links: z.array(z.string()),
  learning_interests: z.array(z.string()),
  challenge_preferences: z.array(z.string()),
});
export type CharacterReport = z.infer<typeof CharacterReportSchema>;

// ---------------------------------------------------------------------------------------------
// The submitted report: validated and normalised into the stored shape.

const L = CHARACTER_REPORT_LIMITS;

function skillListSchema(category: SkillCategory) {
  const invalid = `Invalid ${SKILL_CATEGORY_LABELS[category].singular}`;
  return z
    .array(
      z.object({
        // Blank rows are allowed here (and dropped below) so error paths keep the row index.
        name: z
          .string()
          .trim()
          .refine((name) => name === '' || canonicalSkillName(category, name) !== null, invalid),
        proficiency: ProficiencySchema.default('Intermediate'),
      }),
    )
    .max(L.skillsPerCategory, CHARACTER_REPORT_TEXTS.tooManySkills(L.skillsPerCategory))
    .default([])
    .transform((entries) => {
      const seen = new Set<string>();
      const kept: SkillEntry[] = [];
      for (const entry of entries) {
        const name = canonicalSkillName(category, entry.name);
        if (name === null || seen.has(name)) continue;
        seen.add(name);
        kept.push({ name, proficiency: entry.proficiency });
      }
      return kept;
    });
}

/** A list of short texts; blank lines are dropped. */
const textListSchema = z
  .array(
    z.string().trim().max(L.listItemLength, CHARACTER_REPORT_TEXTS.itemTooLong(L.listItemLength)),
  )
  .max(L.listItems, CHARACTER_REPORT_TEXTS.tooManyItems(L.listItems))
  .default([])
  .transform((items) => [...new Set(items.filter((item) => item !== ''))]);

const linkSchema = z
  .string()
  .trim()
  .max(L.linkLength, CHARACTER_REPORT_TEXTS.invalidPortfolioLink)
  .refine(
    (link) => link === '' || z.url({ protocol: /^https?$/ }).safeParse(link).success,
    CHARACTER_REPORT_TEXTS.invalidPortfolioLink,
  );

export const CharacterReportInputSchema = z
  .object({
    technical_skills: z
      .object({
        programming_languages: skillListSchema('programming_languages'),
        frameworks: skillListSchema('frameworks'),
        tools: skillListSchema('tools'),
        databases: skillListSchema('databases'),
        cloud_platforms: skillListSchema('cloud_platforms'),
      })
      .refine(
        (skills) => SKILL_CATEGORIES.some((category) => skills[category].length > 0),
        CHARACTER_REPORT_TEXTS.skillRequired,
      )
      // Parsed like a sent empty object, so a missing list still needs a skill.
      .prefault({}),
    years_experience: YearsExperienceSchema,
    specialization: z
      .string()
      .trim()
      .max(L.specializationLength, CHARACTER_REPORT_TEXTS.itemTooLong(L.specializationLength))
      .default(''),
    preferred_domains: z.array(DomainSchema).default([]),
    availability: z
      .object({
        hours: z
          .number({ error: CHARACTER_REPORT_TEXTS.hoursRange(L.hoursMin, L.hoursMax) })
          .int(CHARACTER_REPORT_TEXTS.hoursRange(L.hoursMin, L.hoursMax))
          .min(L.hoursMin, CHARACTER_REPORT_TEXTS.hoursRange(L.hoursMin, L.hoursMax))
          .max(L.hoursMax, CHARACTER_REPORT_TEXTS.hoursRange(L.hoursMin, L.hoursMax))
          .default(L.defaultHours),
        timezone: z
          .string()
          .trim()
          .min(1, CHARACTER_REPORT_TEXTS.timezoneRequired)
          .max(L.timezoneLength, CHARACTER_REPORT_TEXTS.timezoneRequired)
          .default('UTC'),
        communication_preference: CommunicationPreferenceSchema.default(
          DEFAULT_COMMUNICATION_PREFERENCE,
        ),
      })
      .default({
        hours: L.defaultHours,
        timezone: 'UTC',
        communication_preference: DEFAULT_COMMUNICATION_PREFERENCE,
      }),
    notable_projects: textListSchema,
    achievements: textListSchema,
    education_background: EducationBackgroundSchema.nullable().default(null),
    certifications: textListSchema,
    portfolio_links: z
      .array(linkSchema)
      .max(L.listItems, CHARACTER_REPORT_TEXTS.tooManyItems(L.listItems))
      .default([])
      .transform((links) => [...new Set(links.filter((link) => link !== ''))]),
    learning_interests: textListSchema,
    challenge_preferences: textListSchema,
  })
  .transform((input): CharacterReport => ({
    skills: SKILL_CATEGORIES.flatMap((category) =>
      input.technical_skills[category].map((entry) => ({
        name: entry.name,
        level: LEVEL_OF_PROFICIENCY[entry.proficiency],
      })),
    ),
    technical_skills: input.technical_skills,
    experience_level: experienceLevelForYears(input.years_experience),
    years_experience: input.years_experience,
    specialization: input.specialization,
    // The domains picked, and those the learning interests point to.
    preferred_domains: DOMAINS.filter(
      (domain) =>
        input.preferred_domains.includes(domain) ||
        domainsForInterests(input.learning_interests).includes(domain),
    ),
    availability: input.availability,
    notable_projects: input.notable_projects,
    achievements: input.achievements,
    education_background: input.education_background,
    certifications: input.certifications,
    portfolio_links: input.portfolio_links,
    learning_interests: input.learning_interests,
    challenge_preferences: input.challenge_preferences,
  }));
export type CharacterReportInput = z.input<typeof CharacterReportInputSchema>;

/** `POST /api/operators/{id}/character-report` body. */
export const SubmitCharacterReportRequestSchema = z.object({
  character_report: CharacterReportInputSchema,
});
export type SubmitCharacterReportRequest = z.input<typeof SubmitCharacterReportRequestSchema>;
