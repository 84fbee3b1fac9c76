import {
  COMPANY_WORK_TEXTS,
  CompanyMissionsResponseSchema,
  CompanyOperatorsResponseSchema,
  CreateTaskResponseSchema,
  MARKETPLACE_TEXTS,
  SIGN_IN_TEXTS,
  type CompanyMissionsResponse,
  type RealtimeEnvelope,
  type RecommendationsResponse,
} from '@morphic/contracts';
import {
  ACCOUNTS_COLLECTION,
  COMPANIES_COLLECTION,
  type AccountDoc,
  type CompanyDoc,
} from '@morphic/contracts/server';
import type { EventStore, LogPosition, ReadStore } from '@morphic/stores';
import { EVENT_STORE, READ_STORE } from '#infrastructure/tokens';
import {
  registerAccount,
  registerOnboardedOperator,
  uploadAndSubmit,
} from '../../../testing/accounts';
import { takeMission } from '../../../testing/assignments';
import { companyWithRep, type TestCompanyRep } from '../../../testing/company-reps';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
  type TestSocket,
  type SignedInAccount,
} from '../../../testing/test-app';
import { claimAndDecide } from '../../validation/testing/validation-fixtures';

const MISSIONS = '/api/company-reps/me/missions';
const OPERATORS = '/api/company-reps/operators';
const TASKS = '/api/company-reps/me/tasks';

const TASK = {
  title: 'Calibrate the lidar on dock 4',
  description: 'Write the calibration routine and a test that proves it converges.',
  reward_amount: 125.5,
  domain_tags: [' robotics ', '', 'Python'],
};

describe('a company representative’s work over HTTP', () => {
  let platform: TestApp;
  let nora: string;
  let validator: string;

  beforeAll(async () => {
    platform = await startTestApp();
    nora = await platform.signInDemoCompanyRep();
    validator = await platform.login('validator', DEMO_PASSWORDS.validator);
  });
  afterAll(() => platform.close({ removeData: true }));

  const missions = (token: string, status?: string) =>
    call<CompanyMissionsResponse>(
      platform.url,
      'GET',
      status === undefined ? MISSIONS : `${MISSIONS}?status=${status}`,
      { token },
    );
  const createTask = (token: string, body: unknown) =>
    call(platform.url, 'POST', TASKS, { token, body });
  const postedTask = async (token: string, title = `${TASK.title} ${Date.now()}`) => {
    const created = await createTask(token, { ...TASK, title });
    expect(created.status).toBe(200);
    return CreateTaskResponseSchema.parse(created.body).mission_id;
  };
  const missionIn = async (token: string, missionId: string, status?: string) =>
    (await missions(token, status)).body.missions.find((mission) => mission.id === missionId);
  /** One file uploaded and submitted; the validation entry's id. */
  const submitWork = (operator: SignedInAccount, assignmentId: string) =>
    uploadAndSubmit(
      platform,
      operator,
      assignmentId,
      { name: 'calibrate.py', content: 'print("converged")\n', type: 'text/x-python' },
      'Converges in 40 steps.',
    );
  /** The demo validator claims the submitted work and passes it with this score. */
  const passes = (entryId: string, score: number) =>
    claimAndDecide(platform, { token: validator, id: '' }, entryId, {
      decision: 'pass',
      score,
      report: 'Clean and tested.',
    });
  const log = () => platform.app.get<EventStore>(EVENT_STORE);
  /** The missions posted since `before` (a head position), as event types. */
  const missionsPostedSince = async (before: LogPosition | null) =>
    (await log().readAll({ ...(before ? { after: before } : {}), maxCount: 1000 })).filter(
      (event) => event.type === 'MissionPosted',
    );

  describe('GET /api/company-reps/me/missions', () => {
    it('lists the company’s missions only, with the spec fields and the payment summary', async () => {
      const response = await missions(nora);

      expect(response.status).toBe(200);
      const body = CompanyMissionsResponseSchema.parse(response.body);
      // The demo world posts three Northwind missions and two marketplace ones.
      const titles = body.missions.map((mission) => mission.title);
      expect(titles).toEqual(
        expect.arrayContaining([
          'Rate-limit the public telemetry API',
          'Pick-path heatmap for the warehouse dashboard',
          'Postgres query plan review for order history',
        ]),
      );
      expect(titles).not.toContain('Containerise the route simulator');
      expect(body.missions.find((mission) => mission.title.includes('heatmap'))).toMatchObject({
        status: 'open',
        jira_key: null,
        reward_amount: 240,
        reward_asset: 'USD',
        deadline_at: expect.any(String),
        created_at: expect.any(String),
        domain_tags: ['web_development', 'ui_ux'],
        assignments_count: 0,
        assignments: [],
      });
      expect(body.payment_summary).toEqual([{ reward_asset: 'USD', rewards_owed: 0, paid: 0 }]);
    });

    it('follows a mission through the filters: open, assigned and in progress, completed with its reward owed', async () => {
      const missionId = await postedTask(nora);
      expect(await missionIn(nora, missionId, 'open')).toMatchObject({ status: 'open' });
      const owedBefore = (await missions(nora)).body.payment_summary?.[0]?.rewards_owed ?? 0;

      const operator = await registerOnboardedOperator(platform);
      const assignmentId = await takeMission(platform, operator, missionId);
      expect(await missionIn(nora, missionId, 'open')).toBeUndefined();
      expect(await missionIn(nora, missionId, 'assigned')).toMatchObject({ status: 'assigned' });
      expect(await missionIn(nora, missionId, 'in_progress')).toMatchObject({
        assignments: [{ id: assignmentId, state: 'accepted', quality_score: null }],
      });

      const entryId = await submitWork(operator, assignmentId);
      expect(await missionIn(nora, missionId, 'assigned')).toBeUndefined();
      expect(await missionIn(nora, missionId, 'in_progress')).toMatchObject({
        status: 'submitted',
      });

      await passes(entryId, 0.9);
      expect(await missionIn(nora, missionId, 'completed')).toMatchObject({
        status: 'validated',
        assignments: [{ state: 'validated', quality_score: 0.9 }],
      });
      expect((await missions(nora)).body.payment_summary).toEqual([
        { reward_asset: 'USD', rewards_owed: owedBefore + TASK.reward_amount, paid: 0 },
      ]);
    });

    it('leaves the payment summary out without can_view_payments', async () => {
      const rep = await companyWithRep(platform, 'active', { can_view_tasks: true });
      const response = await missions(rep.token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, missions: [], jira_sync: {} });
    });

    it('refuses a representative without can_view_tasks, and an unknown filter', async () => {
      const rep = await companyWithRep(platform, 'active', { can_view_payments: true });
      const refused = await missions(rep.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        success: false,
        error: COMPANY_WORK_TEXTS.permissionRequired('can_view_tasks'),
      });
      expect((await missions(nora, 'paid')).status).toBe(400);
    });
  });

  describe('GET /api/company-reps/operators', () => {
    it('lists vetted operators: active operators an admin vetted, with their report’s details', async () => {
      const response = await call(platform.url, 'GET', OPERATORS, { token: nora });

      expect(response.status).toBe(200);
      const { operators } = CompanyOperatorsResponseSchema.parse(response.body);
      const handles = operators.map((operator) => operator.handle);
      expect(handles).toContain('alan');
      // No admin vetted ada; the validator is no operator.
      expect(handles).not.toContain('ada');
      expect(handles).not.toContain('validator');
      expect(handles).toEqual([...handles].sort());
      expect(operators.find((operator) => operator.handle === 'alan')).toMatchObject({
        id: expect.any(String),
        level: 'advanced',
        timezone: expect.any(String),
        capacity_hours: expect.any(Number),
        skills: expect.arrayContaining([{ name: 'TypeScript' }]),
        email_verified: true,
      });
    });

    it('lists an operator once an admin vets them, not for finishing onboarding', async () => {
      const listed = async () =>
        (
          await call<{ operators: { id: string }[] }>(platform.url, 'GET', OPERATORS, {
            token: nora,
          })
        ).body.operators.map((operator) => operator.id);
      const onboarded = await registerOnboardedOperator(platform);
      expect(await listed()).not.toContain(onboarded.id);

      const admin = await platform.login('admin', DEMO_PASSWORDS.admin);
      const vetted = await call(platform.url, 'PUT', `/api/admin/operators/${onboarded.id}/flags`, {
        token: admin,
        body: { flags: { is_vetted: true } },
      });
      expect(vetted.status).toBe(200);
      expect(await listed()).toContain(onboarded.id);

      const newcomer = await registerAccount(platform);
      await call(platform.url, 'PUT', `/api/admin/operators/${newcomer.id}/flags`, {
        token: admin,
        body: { flags: { is_vetted: true } },
      });
      expect(await listed()).toContain(newcomer.id);
    });
  });

  describe('POST /api/company-reps/me/tasks', () => {
    it('posts a company mission to the marketplace, with its tags trimmed and USD by default', async () => {
      const title = `Dock calibration ${Date.now()}`;
      const missionId = await postedTask(nora, title);

      const mission = await missionIn(nora, missionId);
      expect(mission).toMatchObject({
        title,
        description: TASK.description,
        status: 'open',
        reward_amount: 125.5,
        reward_asset: 'USD',
        domain_tags: ['robotics', 'Python'],
      });
      const operator = await registerOnboardedOperator(platform);
      const marketplace = await call<RecommendationsResponse>(
        platform.url,
        'GET',
        '/api/marketplace/recommendations',
        { token: operator.token },
      );
      expect(
        marketplace.body.recommendations.find((item) => item.mission_id === missionId),
      ).toMatchObject({ title, skills: ['python', 'robotics'], reward_asset: 'USD' });
      const other = await createTask(nora, { ...TASK, reward_asset: ' eur ' });
      const otherId = CreateTaskResponseSchema.parse(other.body).mission_id;
      expect(await missionIn(nora, otherId)).toMatchObject({ reward_asset: 'EUR' });
    });

    it('refuses bad input with 400 and the spec’s message, appending nothing', async () => {
      const before = await log().headPosition();
      const cases: [unknown, string][] = [
        [{ ...TASK, title: '  ' }, COMPANY_WORK_TEXTS.titleAndDescriptionRequired],
        [{ reward_amount: 10 }, COMPANY_WORK_TEXTS.titleAndDescriptionRequired],
        [{ ...TASK, reward_amount: -1 }, COMPANY_WORK_TEXTS.rewardAmountInvalid],
        [{ ...TASK, reward_amount: 10.005 }, COMPANY_WORK_TEXTS.rewardAmountInvalid],
        [{ ...TASK, reward_amount: 'ten' }, COMPANY_WORK_TEXTS.rewardAmountInvalid],
        [{ ...TASK, reward_asset: 'U$D' }, COMPANY_WORK_TEXTS.rewardAssetInvalid],
      ];
      for (const [body, message] of cases) {
        const refused = await createTask(nora, body);
        expect({ body, status: refused.status, error: refused.body['error'] }).toEqual({
          body,
          status: 400,
          error: message,
        });
      }
      expect(await missionsPostedSince(before)).toEqual([]);
    });

    it('needs can_manage_tasks, checked before the body, appending nothing', async () => {
      const rep = await companyWithRep(platform, 'active', { can_view_tasks: true });
      const before = await log().headPosition();
      for (const body of [TASK, {}]) {
        const refused = await createTask(rep.token, body);
        expect(refused.status).toBe(403);
        expect(refused.body['error']).toBe(
          COMPANY_WORK_TEXTS.permissionRequired('can_manage_tasks'),
        );
      }
      expect(await missionsPostedSince(before)).toEqual([]);
    });
  });

  describe('access decided from the log', () => {
    const readModel = () => platform.app.get<ReadStore>(READ_STORE);

    it('refuses a permission the representative’s stream does not grant, whatever the read model still shows', async () => {
      const rep = await companyWithRep(platform, 'active', { can_view_tasks: true });
      // A read model behind the log, as after an admin took the permission away a moment ago.
      const accounts = readModel().collection<AccountDoc>(ACCOUNTS_COLLECTION);
      const account = await accounts.findOne({ _id: rep.id });
      await accounts.updateOne(
        { _id: rep.id },
        {
          $set: {
            permissions: {
              can_view_tasks: true,
              can_view_payments: false,
              ...account?.permissions,
              can_manage_tasks: true,
            },
          },
        },
      );
      const before = await log().headPosition();
      const refused = await createTask(rep.token, TASK);
      expect([refused.status, refused.body['error']]).toEqual([
        403,
        COMPANY_WORK_TEXTS.permissionRequired('can_manage_tasks'),
      ]);
      expect(await missionsPostedSince(before)).toEqual([]);
    });

    it('holds a company its stream has suspended, whatever the read model still shows', async () => {
      const rep = await companyWithRep(platform, 'suspended', {
        can_view_tasks: true,
        can_manage_tasks: true,
      });
      await readModel()
        .collection<CompanyDoc>(COMPANIES_COLLECTION)
        .updateOne({ _id: rep.companyId }, { $set: { status: 'active' } });
      const refused = await createTask(rep.token, TASK);
      expect([refused.status, refused.body['error']]).toEqual([
        423,
        SIGN_IN_TEXTS.companySuspended,
      ]);
    });
  });

  describe('every endpoint', () => {
    const requests = (token?: string) =>
      Promise.all([
        call(platform.url, 'GET', MISSIONS, { ...(token ? { token } : {}) }),
        call(platform.url, 'GET', OPERATORS, { ...(token ? { token } : {}) }),
        call(platform.url, 'POST', TASKS, { ...(token ? { token } : {}), body: TASK }),
      ]);
    const everyPermission = {
      can_view_tasks: true,
      can_manage_tasks: true,
      can_view_payments: true,
    };

    it('holds a company that is not active at its holding message (423), appending nothing', async () => {
      for (const [status, reason] of [
        ['pending_verification', SIGN_IN_TEXTS.companyAccessPending],
        ['suspended', SIGN_IN_TEXTS.companySuspended],
      ] as const) {
        const rep = await companyWithRep(platform, status, everyPermission);
        const before = await log().headPosition();
        for (const answer of await requests(rep.token)) {
          expect({ status: answer.status, error: answer.body['error'] }).toEqual({
            status: 423,
            error: reason,
          });
        }
        expect(await missionsPostedSince(before)).toEqual([]);
      }
    });

    it('is for company representatives: 401 without a token, 403 for an operator', async () => {
      const operator = await platform.login('alan', DEMO_PASSWORDS.operator);
      expect((await requests()).map((answer) => answer.status)).toEqual([401, 401, 401]);
      expect((await requests(operator)).map((answer) => answer.status)).toEqual([403, 403, 403]);
    });
  });

  describe('live updates', () => {
    /** The next `company.mission.updated` for the mission, in the given status. */
    const nextUpdate = (socket: TestSocket, missionId: string, status: string) =>
      nextMessage(
        socket,
        'company.mission.updated',
        ({ data }) => data.id === missionId && data.status === status,
      );

    it('pushes each step of a company mission to the representatives who may view its tasks', async () => {
      const viewer = await platform.socket(nora);
      const blind: TestCompanyRep = await companyWithRep(platform, 'active', {
        can_manage_tasks: true,
      });
      const blindSocket = await platform.socket(blind.token);
      const heardByBlind: RealtimeEnvelope<'company.mission.updated'>[] = [];
      blindSocket.on('company.mission.updated', (envelope) => heardByBlind.push(envelope));
      const title = `Live dock task ${Date.now()}`;
      const posted = nextMessage(
        viewer,
        'company.mission.updated',
        ({ data }) => data.title === title,
      );
      const inMarketplace = nextMessage(
        viewer,
        'mission.created',
        ({ data }) => data.title === title,
      );

      const missionId = await postedTask(nora, title);
      expect((await posted).data).toMatchObject({ id: missionId, status: 'open' });
      // Representatives follow the marketplace too, read only.
      expect((await inMarketplace).data.mission_id).toBe(missionId);

      const operator = await registerOnboardedOperator(platform);
      const assigned = nextUpdate(viewer, missionId, 'assigned');
      const assignmentId = await takeMission(platform, operator, missionId);
      expect((await assigned).data.assignments).toEqual([
        { id: assignmentId, state: 'accepted', quality_score: null },
      ]);

      const submitted = nextUpdate(viewer, missionId, 'submitted');
      const entryId = await submitWork(operator, assignmentId);
      await submitted;

      const validated = nextUpdate(viewer, missionId, 'validated');
      await passes(entryId, 0.8);
      expect((await validated).data.assignments).toEqual([
        { id: assignmentId, state: 'validated', quality_score: 0.8 },
      ]);
      // The blind rep's own company posted nothing, and Northwind's steps are not theirs.
      expect(heardByBlind).toEqual([]);
    });

    it('never lets a representative take a task, though they read the marketplace', async () => {
      const missionId = await postedTask(nora);
      const take = await call(platform.url, 'POST', `/api/tasks/${missionId}/apply`, {
        token: nora,
        body: {},
      });
      expect(take.status).toBe(403);
      expect(take.body['error']).not.toBe(MARKETPLACE_TEXTS.taskAssigned);
      expect(await missionIn(nora, missionId)).toMatchObject({ status: 'open' });
    });
  });
});
