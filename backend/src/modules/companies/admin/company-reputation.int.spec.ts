import { AdminCompanyResponseSchema, RecommendationsResponseSchema } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { EventStore } from '@morphic/stores';
import { EVENT_STORE } from '#infrastructure/tokens';
import { registerOnboardedOperator } from '../../../testing/accounts';
import { takeMission } from '../../../testing/assignments';
import { companyWithRep, postCompanyTask } from '../../../testing/company-reps';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
} from '../../../testing/test-app';
import {
  claimAndDecide,
  signIn,
  submitSolution,
} from '../../validation/testing/validation-fixtures';

const TASK = {
  description: 'Write the calibration routine and a test that proves it converges.',
  reward_amount: 80,
  domain_tags: ['robotics'],
};

describe('a company’s reputation over HTTP', () => {
  let platform: TestApp;
  let admin: string;

  beforeAll(async () => {
    platform = await startTestApp();
    admin = await platform.login('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(() => platform.close({ removeData: true }));

  const companyDetail = async (companyId: string) => {
    const detail = await call(platform.url, 'GET', `/api/admin/companies/${companyId}`, {
      token: admin,
    });
    expect(detail.status).toBe(200);
    return AdminCompanyResponseSchema.parse(detail.body);
  };
  const postTask = (repToken: string, title: string) =>
    postCompanyTask(platform, repToken, { ...TASK, title });
  /** When each event of the assignment's stream happened, by type (the last of each). */
  const stepTimes = async (assignmentId: string) => {
    const events = await platform.app
      .get<symbol, EventStore>(EVENT_STORE)
      .readStream(STREAMS.assignment(assignmentId));
    return new Map(events.map((event) => [event.type, Date.parse(event.metadata.at)]));
  };

  it('times a decided submission and counts the rejection on the analysis screen and the company’s cards', async () => {
    const rep = await companyWithRep(platform, 'active', { can_manage_tasks: true });
    const decidedMission = await postTask(rep.token, 'Calibrate the lidar on dock 4');
    const listedMission = await postTask(rep.token, 'Calibrate the lidar on dock 5');
    const operator = await registerOnboardedOperator(platform);
    const assignmentId = await takeMission(platform, operator, decidedMission);
    const entryId = await submitSolution(platform, operator, assignmentId);
    const marketplace = await platform.socket(operator.token);
    const pushed = nextMessage(
      marketplace,
      'company.reputation.updated',
      ({ data }) => data.company_id === rep.companyId,
    );

    const validator = await signIn(platform, 'validator', DEMO_PASSWORDS.validator);
    await claimAndDecide(platform, validator, entryId, {
      decision: 'fail',
      score: 0.2,
      report: 'Does not converge on the second dock.',
    });

    const times = await stepTimes(assignmentId);
    const summary = {
      company_id: rep.companyId,
      decisions: 1,
      rejection_rate: 1,
      median_decision_ms: (times.get('Decided') ?? NaN) - (times.get('Submitted') ?? NaN),
    };
    expect((await companyDetail(rep.companyId)).reputation).toEqual({
      ...summary,
      rejections: 1,
      missions_posted: 2,
      deadlines_extended: 0,
      deadlines_cancelled: 0,
      deadlines_extended_rate: 0,
      deadlines_cancelled_rate: 0,
    });
    expect((await pushed).data).toEqual(summary);

    const listed = await call(platform.url, 'GET', '/api/marketplace/recommendations', {
      token: operator.token,
    });
    const { recommendations } = RecommendationsResponseSchema.parse(listed.body);
    expect(recommendations.find((item) => item.mission_id === listedMission)).toMatchObject({
      company_reputation: summary,
    });
    // The demo world's marketplace missions have no company behind them.
    expect(recommendations.some((item) => item.company_reputation === null)).toBe(true);
  });

  it('answers a company that never posted a mission with every count at zero', async () => {
    const rep = await companyWithRep(platform, 'active');

    expect((await companyDetail(rep.companyId)).reputation).toMatchObject({
      company_id: rep.companyId,
      decisions: 0,
      median_decision_ms: null,
      missions_posted: 0,
      deadlines_extended_rate: null,
    });
  });
});
