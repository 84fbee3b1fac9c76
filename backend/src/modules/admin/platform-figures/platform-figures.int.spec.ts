import type {
  ClusterFiguresResponse,
  CreateTaskResponse,
  HomeFiguresResponse,
  RewardEconomyResponse,
  SchedulerFiguresResponse,
} from '@morphic/contracts';
import { randomUUID } from 'node:crypto';
import { registerAccount, registerOnboardedOperator } from '../../../testing/accounts';
import { takeMission } from '../../../testing/assignments';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';
import {
  claimAndDecide,
  signIn,
  submitSolution,
} from '../../validation/testing/validation-fixtures';

const PATHS = {
  home: '/api/admin/platform-figures/home',
  rewards: '/api/admin/platform-figures/reward-economy',
  scheduler: '/api/admin/platform-figures/scheduler',
  clusters: '/api/admin/platform-figures/clusters',
} as const;

type Field = 'taken' | 'submitted' | 'decided';

/** Over the whole window, so an hour or day turning during the test changes nothing. */
const total = (buckets: SchedulerFiguresResponse['hourly'], field: Field): number =>
  buckets.reduce((sum, bucket) => sum + bucket[field], 0);

describe('platform figures (GET /api/admin/platform-figures/...)', () => {
  let platform: TestApp;
  let admin: string;

  beforeAll(async () => {
    platform = await startTestApp();
    admin = await platform.login('admin', DEMO_PASSWORDS.admin);
  });

  afterAll(() => platform.close({ removeData: true }));

  async function figures<T>(path: string): Promise<T> {
    const response = await call<T>(platform.url, 'GET', path, { token: admin });
    expect(response.status).toBe(200);
    return response.body;
  }

  it('answers 401 without a session and 403 to an operator', async () => {
    const operator = await platform.login('ada', DEMO_PASSWORDS.operator);
    for (const path of Object.values(PATHS)) {
      expect((await call(platform.url, 'GET', path)).status).toBe(401);
      expect((await call(platform.url, 'GET', path, { token: operator })).status).toBe(403);
    }
  });

  it('counts operators, companies and company reps, and says how long the server has run', async () => {
    const before = await figures<HomeFiguresResponse>(PATHS.home);
    await registerAccount(platform);

    const after = await figures<HomeFiguresResponse>(PATHS.home);

    expect(after.operators).toBe(before.operators + 1);
    expect(after.companies).toBeGreaterThanOrEqual(1);
    expect(after.company_reps).toBeGreaterThanOrEqual(1);
    expect(after.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(after.started_at)).toBeLessThanOrEqual(Date.now());
  });

  it('follows a mission from posting to decision: demand by skill and tag, throughput, work slots and rewards', async () => {
    const skill = `figure${randomUUID().slice(0, 6)}`;
    const founder = await platform.login('founder', DEMO_PASSWORDS.founder);
    const scheduler0 = await figures<SchedulerFiguresResponse>(PATHS.scheduler);
    const rewards0 = await figures<RewardEconomyResponse>(PATHS.rewards);
    const posted = await call<CreateTaskResponse>(platform.url, 'POST', '/api/tasks', {
      token: founder,
      body: {
        title: 'Chart the fleet',
        description: 'Plot battery drain.',
        skills: skill,
        reward_credits: 40,
      },
    });
    expect(posted.status).toBe(200);

    const open = await figures<ClusterFiguresResponse>(PATHS.clusters);
    expect(open.skills.find((row) => row.skill === skill)).toEqual({
      skill,
      declared: 0,
      validated: 0,
      open_missions: 1,
    });

    const operator = await registerOnboardedOperator(platform);
    const assignmentId = await takeMission(platform, operator, posted.body.mission_id);
    const taken = await figures<SchedulerFiguresResponse>(PATHS.scheduler);
    expect(taken.hourly).toHaveLength(24);
    expect(taken.daily).toHaveLength(30);
    expect(total(taken.hourly, 'taken')).toBe(total(scheduler0.hourly, 'taken') + 1);
    expect(total(taken.daily, 'taken')).toBe(total(scheduler0.daily, 'taken') + 1);
    expect(taken.work_slots.in_use).toBe(scheduler0.work_slots.in_use + 1);
    expect(taken.active.accepted).toBe(scheduler0.active.accepted + 1);
    const held = await figures<ClusterFiguresResponse>(PATHS.clusters);
    expect(held.skills.find((row) => row.skill === skill)?.open_missions ?? 0).toBe(0);

    const entryId = await submitSolution(platform, operator, assignmentId);
    const validator = await signIn(platform, 'validator', DEMO_PASSWORDS.validator);
    await claimAndDecide(platform, validator, entryId, {
      decision: 'pass',
      score: 0.9,
      report: 'Clear.',
    });

    const decided = await figures<SchedulerFiguresResponse>(PATHS.scheduler);
    expect(total(decided.hourly, 'submitted')).toBe(total(scheduler0.hourly, 'submitted') + 1);
    expect(total(decided.hourly, 'decided')).toBe(total(scheduler0.hourly, 'decided') + 1);
    expect(decided.work_slots.in_use).toBe(scheduler0.work_slots.in_use);
    const rewards = await figures<RewardEconomyResponse>(PATHS.rewards);
    const credits0 = rewards0.assets.find((row) => row.asset === 'CREDITS');
    expect(rewards.assets.find((row) => row.asset === 'CREDITS')).toEqual({
      asset: 'CREDITS',
      earned_total: (credits0?.earned_total ?? 0) + 40,
      earned_count: (credits0?.earned_count ?? 0) + 1,
      paid_total: credits0?.paid_total ?? 0,
      paid_count: credits0?.paid_count ?? 0,
      outstanding_total: (credits0?.outstanding_total ?? 0) + 40,
    });
  });
});
