import {
  CharacterReportInputSchema,
  CharacterReportSchema,
  LEARNING_INTEREST_OPTIONS,
  YEARS_EXPERIENCE_OPTIONS,
  domainForInterest,
  domainsForInterests,
  experienceLevelForYears,
} from './character-report';

const firstError = (input: unknown) => {
  const result = CharacterReportInputSchema.safeParse(input);
  if (result.success) throw new Error('expected the report to be refused');
  return { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
};

const minimal = {
  technical_skills: { programming_languages: [{ name: 'Go', proficiency: 'Beginner' }] },
  years_experience: '0-1',
};

describe('years of experience to level', () => {
  it('maps 10+ to expert, 5-10 to advanced, 2-5 to intermediate and the rest to beginner', () => {
    expect(
      YEARS_EXPERIENCE_OPTIONS.map((years) => [years, experienceLevelForYears(years)]),
    ).toEqual([
      ['0-1', 'beginner'],
      ['1-2', 'beginner'],
      ['2-5', 'intermediate'],
      ['5-10', 'advanced'],
      ['10+', 'expert'],
    ]);
  });
});

describe('learning interests to domains', () => {
  it('maps every offered interest to one of the eight domains', () => {
    for (const interest of LEARNING_INTEREST_OPTIONS) {
      expect({ interest, domain: domainForInterest(interest) }).toEqual({
        interest,
        domain: expect.any(String) as string,
      });
    }
  });

  it.each([
    ['Machine Learning', 'machine_learning'],
    ['deep learning for robots', 'machine_learning'],
    ['AI safety', 'machine_learning'],
    ['Data Science', 'data_science'],
    ['data visualisation', 'data_science'],
    ['Web Development', 'web_development'],
    ['Frontend Development', 'web_development'],
    ['Mobile Development', 'mobile_development'],
    ['Android Development', 'mobile_development'],
    ['Backend Development', 'backend_development'],
    ['APIs and Microservices', 'backend_development'],
    ['DevOps', 'devops'],
    ['Cloud Infrastructure', 'devops'],
    ['UI/UX Design', 'ui_ux'],
    ['Product Design', 'ui_ux'],
    ['Blockchain', 'blockchain'],
    ['Smart Contracts', 'blockchain'],
    ['WEB3', 'blockchain'],
  ])('%s belongs to %s', (interest, domain) => {
    expect(domainForInterest(interest)).toBe(domain);
  });

  it('matches whole words only, and knows nothing of unrelated interests', () => {
    expect(domainForInterest('Email marketing')).toBeNull();
    expect(domainForInterest('Painting')).toBeNull();
    expect(domainForInterest('   ')).toBeNull();
  });

  it('lists the distinct domains of several interests in the catalogue order', () => {
    expect(domainsForInterests(['Web3', 'Computer Vision', 'NLP', 'Gardening'])).toEqual([
      'machine_learning',
      'blockchain',
    ]);
  });
});

describe('character report schema', () => {
  it('fills the defaults and derives the flat skills, the level and the domains', () => {
    const report = CharacterReportInputSchema.parse({
      ...minimal,
      learning_interests: ['Data Engineering', ' ', 'Data Engineering'],
    });

    expect(report).toEqual({
      skills: [{ name: 'Go', level: 'beginner' }],
      technical_skills: {
        programming_languages: [{ name: 'Go', proficiency: 'Beginner' }],
        frameworks: [],
        tools: [],
        databases: [],
        cloud_platforms: [],
      },
      experience_level: 'beginner',
      years_experience: '0-1',
      specialization: '',
      preferred_domains: ['data_science'],
      availability: { hours: 10, timezone: 'UTC', communication_preference: 'Email' },
      notable_projects: [],
      achievements: [],
      education_background: null,
      certifications: [],
      portfolio_links: [],
      learning_interests: ['Data Engineering'],
      challenge_preferences: [],
    });
    expect(CharacterReportSchema.parse(report)).toEqual(report);
  });

  it('spells names as the catalogue does, drops blank rows and repeats, keeps the first proficiency', () => {
    const report = CharacterReportInputSchema.parse({
      technical_skills: {
        frameworks: [
          { name: '', proficiency: 'Expert' },
          { name: ' next.JS ', proficiency: 'Advanced' },
          { name: 'Next.js', proficiency: 'Beginner' },
        ],
        cloud_platforms: [{ name: 'vercel', proficiency: 'Intermediate' }],
      },
      years_experience: '5-10',
      preferred_domains: ['web_development'],
    });

    expect(report.technical_skills.frameworks).toEqual([
      { name: 'Next.js', proficiency: 'Advanced' },
    ]);
    expect(report.skills).toEqual([
      { name: 'Next.js', level: 'advanced' },
      { name: 'Vercel', level: 'intermediate' },
    ]);
    expect(report.experience_level).toBe('advanced');
  });

  it.each([
    ['programming_languages', 'Invalid programming language'],
    ['frameworks', 'Invalid framework'],
    ['tools', 'Invalid tool'],
    ['databases', 'Invalid database'],
    ['cloud_platforms', 'Invalid cloud platform'],
  ])('refuses an unknown %s name with "%s", at the row it is in', (category, message) => {
    expect(
      firstError({
        ...minimal,
        technical_skills: {
          [category]: [
            { name: '', proficiency: 'Beginner' },
            { name: 'Not A Real Thing', proficiency: 'Beginner' },
          ],
        },
      }),
    ).toEqual({ path: `technical_skills.${category}.1.name`, message });
  });

  it('needs the years and at least one skill', () => {
    expect(firstError({ ...minimal, years_experience: undefined })).toEqual({
      path: 'years_experience',
      message: 'Select your years of experience',
    });
    expect(
      firstError({
        years_experience: '1-2',
        technical_skills: { tools: [{ name: '  ', proficiency: 'Beginner' }] },
      }),
    ).toEqual({ path: 'technical_skills', message: 'Add at least one skill' });
    expect(firstError({ years_experience: '1-2' })).toEqual({
      path: 'technical_skills',
      message: 'Add at least one skill',
    });
    expect(firstError({})).toEqual({ path: 'technical_skills', message: 'Add at least one skill' });
  });

  it('checks proficiency, hours, links and list sizes', () => {
    expect(
      firstError({
        technical_skills: { tools: [{ name: 'Git', proficiency: 'Guru' }] },
        years_experience: '1-2',
      }).path,
    ).toBe('technical_skills.tools.0.proficiency');
    expect(firstError({ ...minimal, availability: { hours: 169 } }).message).toBe(
      'Hours per week must be between 1 and 168',
    );
    expect(firstError({ ...minimal, portfolio_links: ['javascript:alert(1)'] })).toEqual({
      path: 'portfolio_links.0',
      message: 'Portfolio links must be valid http(s) URLs',
    });
    expect(
      firstError({ ...minimal, achievements: Array.from({ length: 21 }, (_, i) => `A${i}`) })
        .message,
    ).toBe('At most 20 entries');
    expect(firstError({ ...minimal, certifications: ['x'.repeat(501)] }).message).toBe(
      'Each entry must be at most 500 characters',
    );
  });

  it('keeps valid links, without blanks or repeats', () => {
    const report = CharacterReportInputSchema.parse({
      ...minimal,
      portfolio_links: ['https://github.com/ada', '', 'https://github.com/ada', 'http://ada.dev'],
    });
    expect(report.portfolio_links).toEqual(['https://github.com/ada', 'http://ada.dev']);
  });
});
