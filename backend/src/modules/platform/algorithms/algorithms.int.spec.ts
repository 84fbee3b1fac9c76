import { reportSkills } from '../../operators/onboarding/testing/onboarding-fixtures';
import {
  ALGORITHMS_TEXTS,
  type AlgorithmConfigDocsResponse,
  type AlgorithmConfigResponse,
  type RecommendationsResponse,
  type ReloadAlgorithmConfigResponse,
  type SaveAlgorithmSectionResponse,
} from '@morphic/contracts';
import { STREAMS, decodeEvent } from '@morphic/contracts/server';
import type { EventStore } from '@morphic/stores';
import { EVENT_STORE } from '#infrastructure/tokens';
import { registerOnboardedOperator } from '../../../testing/accounts';
import { takeMission } from '../../../testing/assignments';
import { companyWithRep, postCompanyTask } from '../../../testing/company-reps';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';
import { successChance } from '../../missions/marketplace/recommendation-score';
import { OnboardingBankReader } from '../../operators/onboarding/onboarding-bank';

const CONFIG = '/api/admin/algorithms/config';

const RANKING = {
  coverage_steepness: 6,
  penalty_beginner: 0,
  penalty_intermediate: 0.75,
  penalty_advanced: 1.5,
  reward_weight: 1,
};

describe('algorithm configuration', () => {
  let platform: TestApp;
  let admin: string;

  beforeAll(async () => {
    // The environment sets one default: the docs and the config show it, reload returns to it.
    platform = await startTestApp({ env: { ALGO_COVERAGE_STEEPNESS: '6' } });
    admin = await platform.login('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(() => platform.close({ removeData: true }));

  const config = async () =>
    (await call<AlgorithmConfigResponse>(platform.url, 'GET', CONFIG, { token: admin })).body;
  const section = async (name: string) =>
    (await config()).sections.find((view) => view.section === name);
  const save = (name: string, body: unknown) =>
    call<SaveAlgorithmSectionResponse & { error: string }>(
      platform.url,
      'PUT',
      `${CONFIG}/${name}`,
      {
        token: admin,
        body,
      },
    );

  it('lists every section with the environment values until one is saved', async () => {
    const body = await config();

    expect(body.sections.map((view) => view.section)).toEqual([
      'marketplace_ranking',
      'skill_vector',
      'onboarding',
    ]);
    expect(body.sections[0]).toEqual({
      section: 'marketplace_ranking',
      title: 'Marketplace ranking',
      values: RANKING,
      source: 'environment',
      saved_by: null,
      saved_by_username: null,
      saved_at: null,
    });
  });

  it('documents every parameter with its range, default and variable', async () => {
    const docs = await call<AlgorithmConfigDocsResponse>(platform.url, 'GET', `${CONFIG}/docs`, {
      token: admin,
    });

    expect(docs.status).toBe(200);
    const onboarding = docs.body.sections.find((s) => s.section === 'onboarding');
    expect(onboarding?.params).toEqual([
      expect.objectContaining({
        key: 'max_attempts_per_skill',
        min: 0,
        max: 50,
        integer: true,
        default: 0,
        env: 'ALGO_ONBOARDING_ATTEMPTS',
      }),
    ]);
    expect(docs.body.sections[0]?.params[0]).toMatchObject({
      key: 'coverage_steepness',
      default: 6,
      env: 'ALGO_COVERAGE_STEEPNESS',
    });
  });

  it('saves a section: the marketplace ranks with it at once', async () => {
    const founder = await platform.login('founder', DEMO_PASSWORDS.founder);
    // The founder has no skills on file: each mission's chance depends on its difficulty
    // alone, so only the reward's weight tells apart the scores of one difficulty.
    const distinctScoresByDifficulty = async () => {
      const ranked = await call<RecommendationsResponse>(
        platform.url,
        'GET',
        '/api/marketplace/recommendations',
        { token: founder },
      );
      const scores = new Map<string, Set<number>>();
      for (const item of ranked.body.recommendations) {
        scores.set(item.difficulty, (scores.get(item.difficulty) ?? new Set()).add(item.score));
      }
      return Math.max(...[...scores.values()].map((set) => set.size));
    };
    expect(await distinctScoresByDifficulty()).toBeGreaterThan(1);

    const saved = await save('marketplace_ranking', { ...RANKING, reward_weight: 0 });

    expect(saved.status).toBe(200);
    expect(saved.body.section).toMatchObject({
      values: { ...RANKING, reward_weight: 0 },
      source: 'saved',
      saved_by_username: 'admin',
    });
    expect(saved.body.section.saved_at).not.toBeNull();
    expect((await section('marketplace_ranking'))?.values.reward_weight).toBe(0);
    expect(await distinctScoresByDifficulty()).toBe(1);
  });

  it('records at a take the chance of success computed with the parameters in force', async () => {
    const ranking = { ...RANKING, coverage_steepness: 2, penalty_beginner: 0.5 };
    const weights = {
      weight_beginner: 0.25,
      weight_intermediate: 0.5,
      weight_advanced: 0.4,
      weight_expert: 1,
    };
    expect((await save('marketplace_ranking', ranking)).status).toBe(200);
    expect((await save('skill_vector', weights)).status).toBe(200);
    const rep = await companyWithRep(platform, 'active', { can_manage_tasks: true });
    const missionId = await postCompanyTask(platform, rep.token, {
      title: 'Tune the gripper controller',
      description: 'Tune the PID gains and prove the overshoot stays under 5%.',
      reward_amount: 50,
      domain_tags: ['python'],
    });
    const operator = await registerOnboardedOperator(platform);
    await reportSkills(platform, operator, ['Python']);

    const assignmentId = await takeMission(platform, operator, missionId);

    const events = await platform.app
      .get<symbol, EventStore>(EVENT_STORE)
      .readStream(STREAMS.assignment(assignmentId));
    const taken = decodeEvent(events[0] as (typeof events)[number]);
    const mission = decodeEvent(
      (
        await platform.app
          .get<symbol, EventStore>(EVENT_STORE)
          .readStream(STREAMS.mission(missionId))
      )[0] as (typeof events)[number],
    );
    if (taken.type !== 'TaskTaken' || mission.type !== 'MissionPosted') throw new Error('no take');
    const chance = successChance({ python: 0.4 }, mission.data, ranking);
    expect(chance).not.toBeCloseTo(successChance({ python: 0.75 }, mission.data), 2);
    expect(taken.data.prediction?.success_probability).toBe(Math.round(chance * 10_000) / 10_000);
  });

  it('caps the onboarding tasks a skill offers with max_attempts_per_skill', async () => {
    const bank = platform.app.get(OnboardingBankReader, { strict: false });
    expect((await bank.load()).bank['python']).toHaveLength(2);

    expect((await save('onboarding', { max_attempts_per_skill: 1 })).status).toBe(200);

    expect((await bank.load()).bank['python']).toHaveLength(1);
  });

  it('refuses values out of range, unknown or missing parameters with the field’s message, saving nothing', async () => {
    const before = await section('skill_vector');
    const cases: [unknown, string][] = [
      [
        { weight_beginner: 2, weight_intermediate: 0.5, weight_advanced: 0.75, weight_expert: 1 },
        'weight_beginner must be a number between 0 and 1',
      ],
      [
        { weight_beginner: 0.2, weight_intermediate: 0.5, weight_advanced: 0.75 },
        'weight_expert must be a number between 0 and 1',
      ],
      [
        {
          weight_beginner: 0.2,
          weight_intermediate: 0.5,
          weight_advanced: 0.75,
          weight_expert: 1,
          weight_guru: 1,
        },
        'Unknown parameter weight_guru for skill_vector',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await save('skill_vector', body);
      expect({ status: response.status, error: response.body.error }).toEqual({
        status: 400,
        error: message,
      });
    }
    const fraction = await save('onboarding', { max_attempts_per_skill: 1.5 });
    expect(fraction.body.error).toBe(
      'max_attempts_per_skill must be a whole number between 0 and 50',
    );
    expect(await section('skill_vector')).toEqual(before);
  });

  it('answers 404 for a section that does not exist', async () => {
    const response = await save('telepathy', { x: 1 });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe(ALGORITHMS_TEXTS.sectionNotFound('telepathy'));
  });

  it('reloads every section from the environment, and the cap is gone', async () => {
    const response = await call<ReloadAlgorithmConfigResponse>(
      platform.url,
      'POST',
      `${CONFIG}/reload`,
      {
        token: admin,
      },
    );

    expect(response.status).toBe(200);
    expect(response.body.message).toBe(ALGORITHMS_TEXTS.reloaded);
    expect(response.body.config.sections.every((view) => view.source === 'environment')).toBe(true);
    expect(response.body.config.sections[0]?.values).toEqual(RANKING);
    const bank = platform.app.get(OnboardingBankReader, { strict: false });
    expect((await bank.load()).bank['python']).toHaveLength(2);
  });

  it('is for admins only', async () => {
    const operator = await platform.login('ada', DEMO_PASSWORDS.operator);
    for (const [method, path] of [
      ['GET', CONFIG],
      ['GET', `${CONFIG}/docs`],
      ['PUT', `${CONFIG}/onboarding`],
      ['POST', `${CONFIG}/reload`],
    ] as const) {
      const response = await call(platform.url, method, path, {
        token: operator,
        ...(method === 'PUT' ? { body: { max_attempts_per_skill: 1 } } : {}),
      });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
    }
  });
});

describe('algorithm defaults from the environment', () => {
  it('refuses to start with a value out of range, naming the variable', async () => {
    await expect(startTestApp({ env: { ALGO_REWARD_WEIGHT: '9' } })).rejects.toThrow(
      'ALGO_REWARD_WEIGHT: reward_weight must be a number between 0 and 5',
    );
  });
});
