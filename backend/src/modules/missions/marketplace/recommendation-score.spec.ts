import type { CharacterReport, Difficulty } from '@morphic/contracts';
import { operatorSkillVector, rankMissions, skillCoverage } from './recommendation-score';

const skills = (entries: CharacterReport['skills']) => ({ skills: entries }) as CharacterReport;

const mission = (
  id: string,
  required: Record<string, number>,
  reward: number,
  difficulty: Difficulty = 'beginner',
  created_at = '2025-03-01T09:00:00.000Z',
) => ({ id, required_skill_vector: required, reward_amount: reward, difficulty, created_at });

describe('recommendation score', () => {
  it('builds the operator vector from the report: lower-case names, proficiency weights', () => {
    expect(
      operatorSkillVector(
        skills([
          { name: 'TypeScript', level: 'expert' },
          { name: 'React', level: 'intermediate' },
          { name: 'react', level: 'advanced' },
          { name: 'Docker', level: 'beginner' },
        ]),
      ),
    ).toEqual({ typescript: 1, react: 0.75, docker: 0.25 });
    expect(operatorSkillVector(null)).toEqual({});
  });

  it('measures weighted coverage, capped at each requirement', () => {
    expect(skillCoverage({ typescript: 1 }, { typescript: 0.8, redis: 0.2 })).toBeCloseTo(0.8);
    expect(skillCoverage({ typescript: 0.5 }, { TypeScript: 1 })).toBeCloseTo(0.5);
    expect(skillCoverage({}, { typescript: 1 })).toBe(0);
    expect(skillCoverage({}, {})).toBe(1);
  });

  it('gives p_succ from the logistic of coverage minus difficulty, and score with reward', () => {
    const [full] = rankMissions([mission('a', { python: 1 }, 100)], { python: 1 });
    // σ(6·0.5) = 0.9526; the only mission has the top reward: score = 2 · p_succ.
    expect(full).toMatchObject({ p_succ: 0.9526, score: 1.9051 });

    const [hard] = rankMissions([mission('b', { python: 1 }, 0, 'advanced')], { python: 1 });
    // σ(3 − 1.5) = 0.8176; no reward anywhere: score = p_succ.
    expect(hard).toMatchObject({ p_succ: 0.8176, score: 0.8176 });

    const [none] = rankMissions([mission('c', { rust: 1 }, 50)], { python: 1 });
    expect(none).toMatchObject({ p_succ: 0.0474, score: 0.0949 });
  });

  it('ranks the missions the operator can do first, then by reward, then newest', () => {
    const ranked = rankMissions(
      [
        mission('rust', { rust: 1 }, 500),
        mission('python-cheap', { python: 1 }, 50),
        mission('python-rich', { python: 1 }, 400),
        mission('python-rich-newer', { python: 1 }, 400, 'beginner', '2025-03-02T09:00:00.000Z'),
      ],
      { python: 1 },
    );
    expect(ranked.map((m) => m.id)).toEqual([
      'python-rich-newer',
      'python-rich',
      'python-cheap',
      'rust',
    ]);
  });

  it('ranks with the configured steepness, penalties, reward weight and proficiency weights', () => {
    const params = {
      coverage_steepness: 2,
      penalty_beginner: 0,
      penalty_intermediate: 0,
      penalty_advanced: 1,
      reward_weight: 0,
    };
    const [full] = rankMissions([mission('a', { python: 1 }, 100)], { python: 1 }, params);
    // σ(2·0.5) = 0.7311; a reward weight of 0 leaves the score at p_succ.
    expect(full).toMatchObject({ p_succ: 0.7311, score: 0.7311 });

    const weights = {
      weight_beginner: 0.1,
      weight_intermediate: 0.2,
      weight_advanced: 0.3,
      weight_expert: 0.4,
    };
    const report = { skills: [{ name: 'Python', level: 'expert' }] } as unknown as Parameters<
      typeof operatorSkillVector
    >[0];
    expect(operatorSkillVector(report, weights)).toEqual({ python: 0.4 });
  });
});
