import {
  CHARACTER_REPORT_LIMITS,
  type CharacterReport,
  type CharacterReportInput,
  CharacterReportInputSchema,
  type CommunicationPreference,
  DEFAULT_COMMUNICATION_PREFERENCE,
  type Domain,
  type EducationBackground,
  type Proficiency,
  SKILL_CATEGORIES,
  type SkillCategory,
  type YearsExperience,
} from '@morphic/contracts';
import type { FormErrors } from '@mantine/form';
import { schemaForm } from '../../lib/forms/schema-form';

export interface SkillRow {
  name: string;
  proficiency: Proficiency;
}

/** The wizard's form: the report's fields as inputs hold them. */
export interface WizardValues {
  technical_skills: Record<SkillCategory, SkillRow[]>;
  years_experience: YearsExperience | null;
  specialization: string;
  education_background: EducationBackground | null;
  preferred_domains: Domain[];
  availability: {
    hours: number | string;
    timezone: string;
    communication_preference: CommunicationPreference;
  };
  notable_projects: string[];
  achievements: string[];
  certifications: string[];
  portfolio_links: string[];
  learning_interests: string[];
  challenge_preferences: string[];
}

export const WIZARD_STEP_COUNT = 5;

/** Which step asks for which top-level field (errors send the user to their step). */
const STEP_FIELDS: readonly (readonly (keyof WizardValues)[])[] = [
  ['technical_skills'],
  ['years_experience', 'specialization', 'education_background'],
  ['preferred_domains', 'availability'],
  ['notable_projects', 'achievements', 'certifications', 'portfolio_links'],
  ['learning_interests', 'challenge_preferences'],
];

/** Lists edited as tags: an entry's error shows on the whole input. */
const TAG_LISTS: ReadonlySet<string> = new Set([
  'notable_projects',
  'achievements',
  'certifications',
  'portfolio_links',
  'learning_interests',
  'challenge_preferences',
]);

export const blankSkillRow = (): SkillRow => ({ name: '', proficiency: 'Intermediate' });

export function emptyWizardValues(): WizardValues {
  return {
    technical_skills: {
      programming_languages: [blankSkillRow()],
      frameworks: [],
      tools: [],
      databases: [],
      cloud_platforms: [],
    },
    years_experience: null,
    specialization: '',
    education_background: null,
    preferred_domains: [],
    availability: {
      hours: CHARACTER_REPORT_LIMITS.defaultHours,
      timezone: 'UTC',
      communication_preference: DEFAULT_COMMUNICATION_PREFERENCE,
    },
    notable_projects: [],
    achievements: [],
    certifications: [],
    portfolio_links: [],
    learning_interests: [],
    challenge_preferences: [],
  };
}

/** A report on file, back in the form (for an update). */
export function wizardValuesFromReport(report: CharacterReport): WizardValues {
  const skills = Object.fromEntries(
    SKILL_CATEGORIES.map((category) => [
      category,
      report.technical_skills[category].map((entry) => ({ ...entry })),
    ]),
  ) as Record<SkillCategory, SkillRow[]>;
  return {
    technical_skills: skills,
    years_experience: report.years_experience,
    specialization: report.specialization,
    education_background: report.education_background,
    preferred_domains: [...report.preferred_domains],
    availability: { ...report.availability },
    notable_projects: [...report.notable_projects],
    achievements: [...report.achievements],
    certifications: [...report.certifications],
    portfolio_links: [...report.portfolio_links],
    learning_interests: [...report.learning_interests],
    challenge_preferences: [...report.challenge_preferences],
  };
}

/** The body's `character_report`; an unanswered question is absent, so the schema names it. */
export type WizardRequest = Omit<CharacterReportInput, 'years_experience'> & {
  years_experience?: YearsExperience;
};

export function wizardRequest(values: WizardValues): WizardRequest {
  const { hours, timezone, communication_preference } = values.availability;
  return {
    technical_skills: values.technical_skills,
    ...(values.years_experience ? { years_experience: values.years_experience } : {}),
    specialization: values.specialization,
    education_background: values.education_background,
    preferred_domains: values.preferred_domains,
    availability: {
      hours: hours === '' ? Number.NaN : Number(hours),
      timezone,
      communication_preference,
    },
    notable_projects: values.notable_projects,
    achievements: values.achievements,
    certifications: values.certifications,
    portfolio_links: values.portfolio_links,
    learning_interests: values.learning_interests,
    challenge_preferences: values.challenge_preferences,
  };
}

const reportRules = schemaForm(CharacterReportInputSchema, wizardRequest);

/**
 * Every broken rule, keyed by the form path that shows it. Not the form's `validate`: the
 * wizard checks one step at a time (errorsForStep).
 */
export function validateWizard(values: WizardValues): FormErrors {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(reportRules.validate(values))) {
    const [top] = path.split('.');
    const key = top && TAG_LISTS.has(top) ? top : path;
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}

/** The step (0-4) whose inputs show an error path. */
export function stepOfPath(path: string): number {
  const top = path.split('.')[0];
  const step = STEP_FIELDS.findIndex((fields) => fields.some((field) => field === top));
  return step === -1 ? WIZARD_STEP_COUNT - 1 : step;
}

export function errorsForStep(errors: FormErrors, step: number): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => stepOfPath(path) === step));
}

/** The first step with something to fix, or null when the report is ready to send. */
export function firstStepWithErrors(errors: FormErrors): number | null {
  const steps = Object.keys(errors).map(stepOfPath);
  return steps.length === 0 ? null : Math.min(...steps);
}
