import {
  SKILL_CATALOG,
  SKILL_CATEGORIES,
  canonicalSkillName,
  isKnownSkill,
  suggestSkills,
} from './skill-catalog';

describe('skill catalogue', () => {
  it('holds a few hundred real names, each once per category (ignoring case)', () => {
    const total = SKILL_CATEGORIES.reduce(
      (sum, category) => sum + SKILL_CATALOG[category].length,
      0,
    );
    expect(total).toBeGreaterThan(400);
    for (const category of SKILL_CATEGORIES) {
      const names = SKILL_CATALOG[category];
      expect(names.length).toBeGreaterThanOrEqual(40);
      expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
      for (const name of names) expect(name).toBe(name.trim());
    }
  });

  it('matches names ignoring case and outer spaces, and gives the catalogue spelling', () => {
    expect(canonicalSkillName('programming_languages', '  pYtHoN ')).toBe('Python');
    expect(canonicalSkillName('frameworks', 'next.js')).toBe('Next.js');
    expect(canonicalSkillName('databases', 'postgresql')).toBe('PostgreSQL');
    expect(canonicalSkillName('cloud_platforms', 'AMAZON WEB SERVICES')).toBe(
      'Amazon Web Services',
    );
    expect(canonicalSkillName('tools', 'Docker')).toBe('Docker');
  });

  it('knows each name only in its own category', () => {
    expect(isKnownSkill('programming_languages', 'React')).toBe(false);
    expect(isKnownSkill('frameworks', 'React')).toBe(true);
    expect(isKnownSkill('databases', 'Pyhton')).toBe(false);
    expect(isKnownSkill('tools', '')).toBe(false);
  });

  it('suggests names starting with the text first, then word starts, then the rest, at most 15', () => {
    expect(suggestSkills('programming_languages', 'ja')).toEqual(['JavaScript', 'Java']);
    expect(suggestSkills('databases', 'SQL')).toEqual([
      'SQLite',
      'Microsoft SQL Server',
      'PostgreSQL',
      'MySQL',
    ]);
    expect(suggestSkills('cloud_platforms', 'run')).toEqual(['RunPod', 'Google Cloud Run']);
    expect(suggestSkills('frameworks', 'SQL')).toEqual(['SQLAlchemy']);
    expect(suggestSkills('frameworks', 'a').length).toBe(15);
    expect(suggestSkills('tools', 'zzzz')).toEqual([]);
  });

  it('offers the most common names for an empty text, and honours a smaller limit', () => {
    expect(suggestSkills('programming_languages', '  ')).toEqual(
      SKILL_CATALOG.programming_languages.slice(0, 15),
    );
    expect(suggestSkills('tools', 'git', 2)).toEqual(['Git', 'GitHub']);
  });
});
