import {
  ONBOARDING_TEXTS,
  VALIDATION_STATUS_OF_DECISION,
  OnboardingTasksResponseSchema,
  type AssignmentCommandResponse,
  type OnboardingTasksResponse,
  type SessionUser,
} from '@morphic/contracts';
import { ACCOUNTS_COLLECTION, STREAMS, type AccountDoc } from '@morphic/contracts/server';
import { randomUUID } from 'node:crypto';
import type { EventStore, ReadStore } from '@morphic/stores';
import { EVENT_STORE, READ_STORE } from '#infrastructure/tokens';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
} from '../../../testing/test-app';
import { OnboardingBankReader } from './onboarding-bank';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { reactTo, reactorEvent } from '../../../testing/reactors';
import { OnboardingProgressReactor } from './reactors/onboarding-progress.reactor';
import {
  decide,
  dropSkill,
  onboardingTasks,
  registerOperator,
  reportSkills,
  submitAssignment,
  type Operator,
} from './testing/onboarding-fixtures';

type Task = OnboardingTasksResponse['tasks'][number];

describe('onboarding over HTTP', () => {
  let platform: TestApp;
  let validator: Operator;

  const typesOf = async (streamId: string) =>
    (await platform.app.get<EventStore>(EVENT_STORE).readStream(streamId)).map((e) => e.type);
  const me = async (token: string) =>
    (await call<{ user: SessionUser }>(platform.url, 'GET', '/api/auth/me', { token })).body.user;
  const openTask = (body: OnboardingTasksResponse, skill: string): Task => {
    const task = body.tasks.find((t) => t.skill === skill && t.state === 'accepted');
    if (!task?.assignment_id) throw new Error(`No open ${skill} task: ${JSON.stringify(body)}`);
    return task;
  };

  beforeAll(async () => {
    platform = await startTestApp();
    validator = await platform.signIn('validator', DEMO_PASSWORDS.validator);
  });
  afterAll(() => platform.close({ removeData: true }));

  describe('GET /api/onboarding/tasks', () => {
    it('answers no_skills before the character report, and starts nothing', async () => {
      const operator = await registerOperator(platform);
      const response = await onboardingTasks(platform, operator);

      expect(response.status).toBe(200);
      expect(OnboardingTasksResponseSchema.parse(response.body)).toEqual({
        success: true,
        tasks: [],
        onboarding_status: {
          skill_status: [],
          total_skills: 0,
          passed_skills: 0,
          remaining_skills: 0,
          status: 'no_skills',
          dropped_skills: [],
        },
      });
      expect(await typesOf(STREAMS.onboarding(operator.id))).toEqual([]);
    });

    it('gives each reported skill a bank task once, even to parallel first calls, and reports a skill without one', async () => {
      const operator = await registerOperator(platform);
      await reportSkills(platform, operator, ['Python', 'SQL', 'Haskell']);

      const answers = await Promise.all(
        Array.from({ length: 6 }, () => onboardingTasks(platform, operator)),
      );

      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const events = await typesOf(STREAMS.onboarding(operator.id));
      expect(events.sort()).toEqual([
        'OnboardingSkillBlocked',
        'OnboardingTaskAssigned',
        'OnboardingTaskAssigned',
      ]);
      const body = OnboardingTasksResponseSchema.parse(
        (await onboardingTasks(platform, operator)).body,
      );
      expect(body.tasks).toHaveLength(2);
      for (const task of body.tasks) {
        expect(task).toMatchObject({ state: 'accepted', assignment_id: expect.any(String) });
        expect(await typesOf(STREAMS.assignment(task.assignment_id ?? ''))).toEqual(['TaskTaken']);
      }
      expect(body.tasks.map((task) => task.skill)).toEqual(['Python', 'SQL']);
      expect(body.tasks[0]).toMatchObject({
        title: 'Python: parse and summarise a log file',
        difficulty: 'beginner',
        estimated_hours: '1-2 hours',
        reward_amount: 20,
        reward_asset: 'CREDITS',
        required_skills: ['python'],
      });
      expect(body.onboarding_status).toEqual({
        skill_status: [
          {
            skill: 'Python',
            passed: false,
            exhausted: false,
            attempts: 1,
            has_active_task: true,
            no_tasks: false,
            blocked_by_admin: false,
          },
          {
            skill: 'SQL',
            passed: false,
            exhausted: false,
            attempts: 1,
            has_active_task: true,
            no_tasks: false,
            blocked_by_admin: false,
          },
          {
            skill: 'Haskell',
            passed: false,
            exhausted: true,
            attempts: 0,
            has_active_task: false,
            no_tasks: true,
            blocked_by_admin: false,
          },
        ],
        total_skills: 3,
        passed_skills: 0,
        remaining_skills: 3,
        status: 'in progress',
        dropped_skills: [],
      });
      const assignment = await call<{
        assignment: { is_onboarding: boolean; mission: { onboarding_skill: string } };
      }>(platform.url, 'GET', `/api/assignments/${body.tasks[0]?.assignment_id ?? ''}`, {
        token: operator.token,
      });
      expect(assignment.body.assignment).toMatchObject({
        is_onboarding: true,
        mission: { onboarding_skill: 'Python' },
      });
    });

    it('starts from the report and the completion in the log, not from the account read model', async () => {
      const accounts = platform.app
        .get<ReadStore>(READ_STORE)
        .collection<AccountDoc>(ACCOUNTS_COLLECTION);
      const reported = await registerOperator(platform);
      await reportSkills(platform, reported, ['Python']);
      const bypassed = await registerOperator(platform);
      await reportSkills(platform, bypassed, ['Python']);
      const admin = await platform.signIn('admin', DEMO_PASSWORDS.admin);
      const bypass = await call(
        platform.url,
        'POST',
        `/api/admin/operators/${bypassed.id}/bypass-onboarding`,
        { token: admin.token },
      );
      expect(bypass.status).toBe(200);
      // Read models that lag behind: one has not seen the report yet, the other the bypass.
      await accounts.updateOne({ _id: reported.id }, { $set: { character_report_data: null } });
      await accounts.updateOne({ _id: bypassed.id }, { $set: { onboarding_completed: false } });

      await onboardingTasks(platform, reported);
      await onboardingTasks(platform, bypassed);

      expect(await typesOf(STREAMS.onboarding(reported.id))).toEqual(['OnboardingTaskAssigned']);
      expect(await typesOf(STREAMS.onboarding(bypassed.id))).toEqual(['OnboardingBypassed']);
    });

    it('reads the task bank to start onboarding, not on a later call with nothing to assign', async () => {
      const operator = await registerOperator(platform);
      await reportSkills(platform, operator, ['Python', 'SQL']);
      const reader = platform.app.get(OnboardingBankReader);
      const load = reader.load.bind(reader);
      let reads = 0;
      reader.load = () => {
        reads += 1;
        return load();
      };
      try {
        const first = await onboardingTasks(platform, operator);
        expect(first.body.tasks.map((task) => task.skill)).toEqual(['Python', 'SQL']);
        expect(reads).toBe(1);

        const again = await onboardingTasks(platform, operator);
        expect(again.body).toEqual(first.body);
        expect(reads).toBe(1);
      } finally {
        reader.load = load;
      }
      expect(await typesOf(STREAMS.onboarding(operator.id))).toEqual([
        'OnboardingTaskAssigned',
        'OnboardingTaskAssigned',
      ]);
    });

    it('refuses callers who are not operators: 401 without a token, 403 for a validator or a company rep', async () => {
      expect((await call(platform.url, 'GET', '/api/onboarding/tasks')).status).toBe(401);
      expect((await onboardingTasks(platform, validator)).status).toBe(403);
      const rep = await call<{ token: string }>(platform.url, 'POST', '/api/company-reps/login', {
        body: { email: 'nora@northwind.example', password: DEMO_PASSWORDS.companyRep },
      });
      const token = rep.body.token;
      expect((await call(platform.url, 'GET', '/api/onboarding/tasks', { token })).status).toBe(
        403,
      );
      expect((await dropSkill(platform, token, { skill: 'Python' })).status).toBe(403);
    });
  });

  describe('decisions, dropping and completion', () => {
    it('walks from the character report through failed and passed tasks to a completed onboarding, live', async () => {
      const operator = await registerOperator(platform);
      await reportSkills(platform, operator, ['Python', 'SQL', 'Haskell']);
      const socket = await platform.socket(operator.token);
      const first = OnboardingTasksResponseSchema.parse(
        (await onboardingTasks(platform, operator)).body,
      );

      // A failed Python task: the next Python task is given at once, and the page hears of it.
      const python1 = openTask(first, 'Python');
      const nextGiven = nextMessage(socket, 'onboarding.updated');
      await decide(
        platform,
        validator,
        await submitAssignment(platform, operator, python1.assignment_id ?? ''),
        'fail',
      );
      expect((await nextGiven).data).toEqual({ operator_id: operator.id, completed: false });
      const afterFail = OnboardingTasksResponseSchema.parse(
        (await onboardingTasks(platform, operator)).body,
      );
      const python2 = openTask(afterFail, 'Python');
      expect(python2.id).not.toBe(python1.id);
      expect(python2.assignment_id).not.toBe(python1.assignment_id);
      expect(afterFail.tasks.find((t) => t.assignment_id === python1.assignment_id)?.state).toBe(
        'failed',
      );

      // Dropping a skill still in progress is refused.
      const early = await dropSkill(platform, operator.token, { skill: 'Python' });
      expect(early.status).toBe(409);
      expect(early.body.error).toBe(ONBOARDING_TEXTS.onlyBlockedSkillDropped);

      // The last Python task fails too: the skill is blocked (exhausted).
      await decide(
        platform,
        validator,
        await submitAssignment(platform, operator, python2.assignment_id ?? ''),
        'fail',
      );
      const exhausted = OnboardingTasksResponseSchema.parse(
        (await onboardingTasks(platform, operator)).body,
      );
      expect(exhausted.onboarding_status.skill_status[0]).toEqual({
        skill: 'Python',
        passed: false,
        exhausted: true,
        attempts: 2,
        has_active_task: false,
        no_tasks: false,
        blocked_by_admin: false,
      });

      // SQL passes.
      const sql = openTask(exhausted, 'SQL');
      await decide(
        platform,
        validator,
        await submitAssignment(platform, operator, sql.assignment_id ?? ''),
        'pass',
      );

      // Dropping the blocked Python leaves Haskell; dropping Haskell completes onboarding.
      const droppedPython = await dropSkill(platform, operator.token, { skill: 'python' });
      expect(droppedPython.status).toBe(200);
      expect(droppedPython.body).toMatchObject({
        success: true,
        message: ONBOARDING_TEXTS.skillDropped('python'),
        onboarding_completed: false,
        position: expect.any(String),
      });
      expect((await me(operator.token)).onboarding_completed).toBe(false);

      const opened = nextMessage(
        socket,
        'account.updated',
        (e) => e.data.onboarding_completed === true,
      );
      const droppedHaskell = await dropSkill(platform, operator.token, { skill: 'Haskell' });
      expect(droppedHaskell.body).toMatchObject({
        message: ONBOARDING_TEXTS.skillDroppedCompleted('Haskell'),
        onboarding_completed: true,
      });
      expect((await opened).data).toEqual({
        id: operator.id,
        onboarding_completed: true,
        character_report_completed: true,
      });
      expect((await me(operator.token)).onboarding_completed).toBe(true);
      const done = OnboardingTasksResponseSchema.parse(
        (await onboardingTasks(platform, operator)).body,
      ).onboarding_status;
      expect(done).toMatchObject({
        status: 'completed',
        total_skills: 1,
        passed_skills: 1,
        remaining_skills: 0,
        dropped_skills: ['Python', 'Haskell'],
      });
    });

    it('retries a failed task with a new bank task, never reopening the failed one', async () => {
      const operator = await registerOperator(platform);
      await reportSkills(platform, operator, ['Python']);
      const retry = (assignmentId: string) =>
        call<AssignmentCommandResponse & { error?: string }>(
          platform.url,
          'POST',
          `/api/assignments/${assignmentId}/retry`,
          { token: operator.token },
        );
      const tasks = async () =>
        OnboardingTasksResponseSchema.parse((await onboardingTasks(platform, operator)).body);
      const python1 = openTask(await tasks(), 'Python').assignment_id ?? '';
      await decide(
        platform,
        validator,
        await submitAssignment(platform, operator, python1),
        'fail',
      );
      const python2 = openTask(await tasks(), 'Python').assignment_id ?? '';

      // The failure gave the next task already: the retry answers it, and python1 stays failed.
      const retried = await retry(python1);
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({
        message: ONBOARDING_TEXTS.retriedWithNewTask,
        assignment: { id: python2, state: 'accepted' },
      });
      expect(await typesOf(STREAMS.assignment(python1))).not.toContain('AssignmentRetried');

      // Every Python task failed: no task is left to retry with, and nothing changes.
      await decide(
        platform,
        validator,
        await submitAssignment(platform, operator, python2),
        'fail',
      );
      const before = await typesOf(STREAMS.onboarding(operator.id));
      const exhausted = await retry(python2);
      expect(exhausted.status).toBe(409);
      expect(exhausted.body.error).toBe(ONBOARDING_TEXTS.exhaustedHint);
      expect(await typesOf(STREAMS.onboarding(operator.id))).toEqual(before);

      // An admin clears the failed history: the retry is a new assignment of a bank task.
      const admin = await platform.login('admin', DEMO_PASSWORDS.admin);
      const cleared = await call(
        platform.url,
        'POST',
        `/api/admin/operators/${operator.id}/clear-failed-tasks`,
        { token: admin, body: { skill: 'Python' } },
      );
      expect(cleared.status).toBe(200);
      const fresh = await retry(python2);
      expect(fresh.status).toBe(200);
      expect(fresh.body.assignment).toMatchObject({ state: 'accepted', is_onboarding: true });
      expect([python1, python2]).not.toContain(fresh.body.assignment.id);
      expect(await typesOf(STREAMS.assignment(python2))).not.toContain('AssignmentRetried');
    });

    it('records a decision once, however often it is reported, and ignores needs_review', async () => {
      const operator = await registerOperator(platform);
      await reportSkills(platform, operator, ['SQL']);
      const task = openTask(
        OnboardingTasksResponseSchema.parse((await onboardingTasks(platform, operator)).body),
        'SQL',
      );
      const reactor = platform.app.get(OnboardingProgressReactor);
      const decided = (decision: 'pass' | 'fail' | 'needs_review') =>
        reactorEvent(
          'Decided',
          {
            assignment_id: task.assignment_id ?? '',
            entry_id: randomUUID(),
            decision,
            validation_status: VALIDATION_STATUS_OF_DECISION[decision],
            score: 0.2,
            report: 'Not yet.',
            validator_id: null,
            validator_type: 'peer',
          },
          STREAMS.assignment(task.assignment_id ?? ''),
        );

      await reactTo(platform.app, reactor, decided('needs_review'));
      expect(await typesOf(STREAMS.onboarding(operator.id))).toEqual(['OnboardingTaskAssigned']);
      const failed = decided('fail');
      await Promise.all([
        reactTo(platform.app, reactor, failed),
        reactTo(platform.app, reactor, failed),
      ]);
      expect((await reactTo(platform.app, reactor, failed)).position).toBeNull();
      await platform.app
        .get(ReadYourWrites)
        .settled(await platform.app.get<EventStore>(EVENT_STORE).headPosition());

      expect(await typesOf(STREAMS.onboarding(operator.id))).toEqual([
        'OnboardingTaskAssigned',
        'OnboardingTaskFailed',
        'OnboardingTaskAssigned',
      ]);
      const body = OnboardingTasksResponseSchema.parse(
        (await onboardingTasks(platform, operator)).body,
      );
      const titles = body.tasks.map((t) => t.title);
      expect(new Set(titles).size).toBe(2);
      for (const title of titles) expect(title).toMatch(/^SQL: /);
      expect(body.tasks[1]?.state).toBe('accepted');
    });

    it('refuses to drop an unknown skill (404) or none (400), and callers who are not operators', async () => {
      const operator = await registerOperator(platform);
      await reportSkills(platform, operator, ['Python']);
      await onboardingTasks(platform, operator);

      const unknown = await dropSkill(platform, operator.token, { skill: 'Cobol' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe(ONBOARDING_TEXTS.skillNotFound);
      const empty = await dropSkill(platform, operator.token, { skill: '  ' });
      expect(empty.status).toBe(400);
      expect(empty.body.error).toBe(ONBOARDING_TEXTS.skillRequired);
      expect((await dropSkill(platform, '', { skill: 'Python' })).status).toBe(401);
      expect((await dropSkill(platform, validator.token, { skill: 'Python' })).status).toBe(403);
    });
  });

  describe('POST /api/admin/operators/{id}/bypass-onboarding', () => {
    it('marks onboarding and the character report completed, live, once', async () => {
      const admin = await platform.signIn('admin', DEMO_PASSWORDS.admin);
      const operator = await registerOperator(platform);
      const socket = await platform.socket(operator.token);
      const pushed = nextMessage(socket, 'account.updated');

      const bypass = await call(
        platform.url,
        'POST',
        `/api/admin/operators/${operator.id}/bypass-onboarding`,
        { token: admin.token },
      );

      expect(bypass.status).toBe(200);
      expect(bypass.body).toMatchObject({
        success: true,
        message: ONBOARDING_TEXTS.bypassed,
        operator_id: operator.id,
        onboarding_completed: true,
        character_report_completed: true,
        position: expect.any(String),
      });
      expect((await pushed).data).toEqual({
        id: operator.id,
        onboarding_completed: true,
        character_report_completed: true,
      });
      expect(await me(operator.token)).toMatchObject({
        onboarding_completed: true,
        character_report_completed: true,
      });
      expect(
        OnboardingTasksResponseSchema.parse((await onboardingTasks(platform, operator)).body)
          .onboarding_status.status,
      ).toBe('completed');

      const again = await call(
        platform.url,
        'POST',
        `/api/admin/operators/${operator.id}/bypass-onboarding`,
        { token: admin.token },
      );
      expect(again.body).toMatchObject({
        message: ONBOARDING_TEXTS.alreadyBypassed,
        position: null,
      });
      expect(await typesOf(STREAMS.onboarding(operator.id))).toEqual(['OnboardingBypassed']);
    });

    it('is for admins and founders only, and knows only operators', async () => {
      const operator = await registerOperator(platform);
      const path = `/api/admin/operators/${operator.id}/bypass-onboarding`;
      const founder = await platform.signIn('founder', DEMO_PASSWORDS.founder);

      expect((await call(platform.url, 'POST', path)).status).toBe(401);
      expect((await call(platform.url, 'POST', path, { token: operator.token })).status).toBe(403);
      expect((await call(platform.url, 'POST', path, { token: validator.token })).status).toBe(403);
      expect((await call(platform.url, 'POST', path, { token: founder.token })).status).toBe(200);
      const unknown = await call(
        platform.url,
        'POST',
        '/api/admin/operators/nobody/bypass-onboarding',
        {
          token: founder.token,
        },
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe(ONBOARDING_TEXTS.operatorNotFound);
    });

    it('seeded the demo world with alan past onboarding and ada still in it', async () => {
      const alan = await platform.signIn('alan', DEMO_PASSWORDS.operator);
      const ada = await platform.signIn('ada', DEMO_PASSWORDS.operator);
      expect(await me(alan.token)).toMatchObject({
        onboarding_completed: true,
        character_report_completed: true,
      });
      expect(await me(ada.token)).toMatchObject({
        onboarding_completed: false,
        character_report_completed: false,
      });
    });
  });
});
