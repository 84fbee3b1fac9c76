import {
  ONBOARDING_TEXTS,
  OPERATOR_ANALYSIS_TEXTS as T,
  type AdminAssignmentResponse,
  type AdminAssignmentsResponse,
  type ConversationResponse,
  type CreateTaskResponse,
  type MyConversationsResponse,
  type OnboardingStatus,
  type OperatorMessageResponse,
  type OperatorStatsResponse,
  type RecommendationsResponse,
  type SessionUser,
  type SkillCommandResponse,
  type TaskHistoryResponse,
} from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { systemContext } from '#infrastructure/commands/command-context';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { RegisterOperator } from '../../identity/operator/commands/register-operator.handler';
import {
  decide,
  dropSkill,
  onboardingTasks,
  registerOperator,
  reportSkills,
  submitAssignment,
} from '../../operators/onboarding/testing/onboarding-fixtures';
import { registerOnboardedOperator, TEST_ACCOUNT_PASSWORD } from '../../../testing/accounts';
import { createMissionAssignment } from '../../../testing/assignments';
import { minimalPdf, uploadFile } from '../../../testing/cv-fixtures';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
  type SignedInAccount,
} from '../../../testing/test-app';

describe('the operator analysis screen’s endpoints', () => {
  let platform: TestApp;
  let admin: string;
  let founder: string;
  let operatorToken: string;
  let validator: SignedInAccount;
  const unknownId = randomUUID();

  const send = <T>(method: string, path: string, body?: unknown, token = admin) =>
    call<T & { error?: string }>(platform.url, method, path, { token, body });
  const stats = (id: string, token = admin) =>
    send<OperatorStatsResponse>('GET', `/api/admin/operators/${id}/stats`, undefined, token);
  const skills = (id: string, body: unknown) =>
    send<SkillCommandResponse>('POST', `/api/admin/operators/${id}/manage-skills`, body);
  const setStatus = (id: string, body: unknown) =>
    send<SkillCommandResponse>('POST', `/api/admin/operators/${id}/set-skill-status`, body);
  const statusOf = (status: OnboardingStatus, skill: string) =>
    status.skill_status.find((entry) => entry.skill === skill);
  const me = async (token: string) =>
    (await call<{ user: SessionUser }>(platform.url, 'GET', '/api/auth/me', { token })).body.user;

  beforeAll(async () => {
    platform = await startTestApp();
    admin = await platform.login('admin', DEMO_PASSWORDS.admin);
    founder = await platform.login('founder', DEMO_PASSWORDS.founder);
    operatorToken = await platform.login('ada', DEMO_PASSWORDS.operator);
    validator = await platform.signIn('validator', DEMO_PASSWORDS.validator);
  });
  afterAll(() => platform.close({ removeData: true }));

  describe('GET /api/admin/operators/{id}/stats', () => {
    it('counts the operator’s assignments by state, with quality, totals and onboarding', async () => {
      const operator = await registerOperator(platform);
      await reportSkills(platform, operator, ['Python']);
      await onboardingTasks(platform, operator);
      await createMissionAssignment(platform, operator.id);
      await createMissionAssignment(platform, operator.id);

      const response = await stats(operator.id, founder);

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        operator: { id: operator.id, email_verified: true, cv: null },
        assignments: {
          counts: { accepted: 2, submitted: 0, validated: 0, failed: 0, paid: 0 },
          avg_quality: null,
          totals: { earned_total: 0, paid_total: 0 },
          deadlines: { on_time: 0, missed: 0 },
        },
        onboarding_status: {
          status: 'in progress',
          total_skills: 1,
          passed_skills: 0,
          remaining_skills: 1,
          skill_status: [
            {
              skill: 'Python',
              passed: false,
              exhausted: false,
              has_active_task: true,
              attempts: 1,
            },
          ],
        },
      });
      // Onboarding tasks are not missions: the activity graph has the two missions only.
      expect(response.body.activity).toHaveLength(2);
    });

    it('is 404 for an unknown operator and 403 for an operator', async () => {
      const missing = await stats(unknownId);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe(T.operatorNotFound);
      expect((await stats(unknownId, operatorToken)).status).toBe(403);
    });
  });

  describe('GET /api/admin/assignments and /api/admin/assignments/{id}', () => {
    it('lists the operator’s assignments newest first, a page at a time', async () => {
      const operator = await registerOperator(platform);
      const first = await createMissionAssignment(platform, operator.id);
      const second = await createMissionAssignment(platform, operator.id);

      const page = await send<AdminAssignmentsResponse>(
        'GET',
        `/api/admin/assignments?operator_id=${operator.id}&limit=1`,
      );

      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ total: 2, page: 1, limit: 1 });
      expect(page.body.assignments.map((a) => a.id)).toEqual([second.assignmentId]);
      const next = await send<AdminAssignmentsResponse>(
        'GET',
        `/api/admin/assignments?operator_id=${operator.id}&limit=1&page=2`,
      );
      expect(next.body.assignments.map((a) => a.id)).toEqual([first.assignmentId]);
    });

    it('refuses a missing operator_id or a bad limit (400), and an unknown operator (404)', async () => {
      const none = await send('GET', '/api/admin/assignments');
      expect(none.status).toBe(400);
      expect(none.body.error).toBe(T.operatorIdRequired);
      const bad = await send('GET', `/api/admin/assignments?operator_id=${unknownId}&limit=0`);
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe(T.limitInvalid);
      expect((await send('GET', `/api/admin/assignments?operator_id=${unknownId}`)).status).toBe(
        404,
      );
    });

    it('shows one assignment with its mission and validation entries', async () => {
      const operator = await registerOnboardedOperator(platform);
      const posted = await send<CreateTaskResponse>(
        'POST',
        '/api/tasks',
        { title: 'Index the fleet logs', description: 'Make the log search fast.', skills: 'sql' },
        founder,
      );
      const taken = await call<{ assignment_id: string }>(
        platform.url,
        'POST',
        `/api/tasks/${posted.body.mission_id}/apply`,
        { token: operator.token, body: {} },
      );
      const entryId = await submitAssignment(platform, operator, taken.body.assignment_id);

      const response = await send<AdminAssignmentResponse>(
        'GET',
        `/api/admin/assignments/${taken.body.assignment_id}`,
      );

      expect(response.status).toBe(200);
      expect(response.body.assignment).toMatchObject({
        id: taken.body.assignment_id,
        state: 'submitted',
        operator: { id: operator.id },
      });
      expect(response.body.mission).toMatchObject({
        id: posted.body.mission_id,
        title: 'Index the fleet logs',
      });
      expect(response.body.validations).toEqual([
        expect.objectContaining({ id: entryId, status: 'pending', score: null }),
      ]);
    });

    it('is 404 for an unknown assignment', async () => {
      const response = await send('GET', `/api/admin/assignments/${unknownId}`);
      expect(response.status).toBe(404);
      expect(response.body.error).toBe(T.assignmentNotFound);
    });
  });

  describe('POST /api/admin/operators/{id}/message', () => {
    it('reaches the operator live, in one direct thread with the admins', async () => {
      const operator = await registerOperator(platform);
      const socket = await platform.socket(operator.token);
      const notified = nextMessage(socket, 'notification.created');

      const sent = await send<OperatorMessageResponse>(
        'POST',
        `/api/admin/operators/${operator.id}/message`,
        { message: 'Your CV looks great, welcome aboard.' },
      );
      const again = await send<OperatorMessageResponse>(
        'POST',
        `/api/admin/operators/${operator.id}/message`,
        { message: 'One more thing: pick a timezone.' },
      );

      expect(sent.status).toBe(200);
      expect(sent.body.message).toBe(T.messageSent);
      expect(again.body.thread_id).toBe(sent.body.thread_id);
      expect((await notified).data.message).toBe('Your CV looks great, welcome aboard.');
      const mine = await call<MyConversationsResponse>(
        platform.url,
        'GET',
        '/api/internal-messages/my-conversations',
        { token: operator.token },
      );
      expect(mine.body.conversations).toEqual([
        expect.objectContaining({ thread_id: sent.body.thread_id, message_count: 2 }),
      ]);
      const thread = await call<ConversationResponse>(
        platform.url,
        'GET',
        `/api/internal-messages/conversation/${sent.body.thread_id}`,
        { token: operator.token },
      );
      expect(thread.body.messages.map((m) => [m.message, m.is_admin_message])).toEqual([
        ['Your CV looks great, welcome aboard.', true],
        ['One more thing: pick a timezone.', true],
      ]);
    });

    it('refuses an empty message (400) and an unknown operator (404)', async () => {
      const empty = await send('POST', `/api/admin/operators/${unknownId}/message`, {
        message: '   ',
      });
      expect(empty.status).toBe(400);
      expect(empty.body.error).toBe(T.messageRequired);
      const missing = await send('POST', `/api/admin/operators/${unknownId}/message`, {
        message: 'Hello',
      });
      expect(missing.status).toBe(404);
    });
  });

  describe('POST /api/admin/operators/{id}/manage-skills', () => {
    it('adds a skill with its status and removes it again', async () => {
      const operator = await registerOnboardedOperator(platform);

      const added = await skills(operator.id, { action: 'add', skill: 'Go', status: 'validated' });

      expect(added.status).toBe(200);
      expect(added.body.message).toBe(T.skillAdded('Go', 'validated'));
      expect(statusOf(added.body.onboarding_status, 'Go')).toMatchObject({ passed: true });
      const twice = await skills(operator.id, { action: 'add', skill: 'go', status: 'pending' });
      expect(twice.status).toBe(409);
      expect(twice.body.error).toBe(T.skillExists('Go'));

      const removed = await skills(operator.id, { action: 'remove', skill: 'Go' });
      expect(removed.status).toBe(200);
      expect(statusOf(removed.body.onboarding_status, 'Go')).toBeUndefined();
      expect(removed.body.onboarding_status.status).toBe('completed');
      expect((await me(operator.token)).onboarding_completed).toBe(true);
    });

    it('sends the operator back to onboarding when the skill is added as pending', async () => {
      const operator = await registerOnboardedOperator(platform);

      const added = await skills(operator.id, { action: 'add', skill: 'Rust', status: 'pending' });

      expect(added.body.onboarding_status.status).toBe('in progress');
      expect((await me(operator.token)).onboarding_completed).toBe(false);
    });

    it('refuses an empty skill, an unknown action and an unknown skill', async () => {
      const operator = await registerOnboardedOperator(platform);
      const empty = await skills(operator.id, { action: 'add', skill: '  ', status: 'pending' });
      expect(empty.status).toBe(400);
      expect(empty.body.error).toBe(T.addSkillNeedsText);
      const action = await skills(operator.id, { action: 'rename', skill: 'Go' });
      expect(action.status).toBe(400);
      expect(action.body.error).toBe(T.actionInvalid);
      const unknown = await skills(operator.id, { action: 'remove', skill: 'Cobol' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe(T.skillNotFound('Cobol'));
      expect((await skills(unknownId, { action: 'remove', skill: 'Go' })).status).toBe(404);
    });
  });

  describe('POST /api/admin/operators/{id}/set-skill-status', () => {
    it('validated passes the skill and, the last one passed, opens the Marketplace', async () => {
      const operator = await registerOperator(platform);
      await reportSkills(platform, operator, ['Python']);
      await onboardingTasks(platform, operator);

      const set = await setStatus(operator.id, { skill: 'python', status: 'validated' });

      expect(set.status).toBe(200);
      expect(set.body.message).toBe(T.skillStatusSet('python', 'validated'));
      expect(set.body.onboarding_status).toMatchObject({ status: 'completed', passed_skills: 1 });
      expect((await me(operator.token)).onboarding_completed).toBe(true);

      const pending = await setStatus(operator.id, { skill: 'Python', status: 'pending' });
      expect(pending.body.onboarding_status.status).toBe('in progress');
      expect((await me(operator.token)).onboarding_completed).toBe(false);
    });

    it('blocked keeps the operator from taking missions that need the skill', async () => {
      const operator = await registerOnboardedOperator(platform);
      await skills(operator.id, { action: 'add', skill: 'Kotlin', status: 'validated' });
      const posted = await send<CreateTaskResponse>(
        'POST',
        '/api/tasks',
        { title: 'Port the app', description: 'Move the Android app over.', skills: 'kotlin' },
        founder,
      );

      const offered = async () =>
        (
          await call<RecommendationsResponse>(
            platform.url,
            'GET',
            '/api/marketplace/recommendations',
            { token: operator.token },
          )
        ).body.recommendations.map((mission) => mission.mission_id);
      expect(await offered()).toContain(posted.body.mission_id);

      const blocked = await setStatus(operator.id, { skill: 'Kotlin', status: 'blocked' });

      expect(statusOf(blocked.body.onboarding_status, 'Kotlin')).toMatchObject({
        passed: false,
        exhausted: true,
        blocked_by_admin: true,
      });
      expect(blocked.body.onboarding_status.status).toBe('completed');
      const take = await call<{ error: string }>(
        platform.url,
        'POST',
        `/api/tasks/${posted.body.mission_id}/apply`,
        { token: operator.token, body: {} },
      );
      expect(take.status).toBe(403);
      expect(take.body.error).toBe(T.skillBlockedForMission('Kotlin'));
      expect(await offered()).not.toContain(posted.body.mission_id);
      // The operator cannot drop the block away.
      const dropped = await dropSkill(platform, operator.token, { skill: 'Kotlin' });
      expect(dropped.status).toBe(409);
      expect(dropped.body.error).toBe(ONBOARDING_TEXTS.blockedByAdmin);
    });

    it('refuses an unknown status (400), an unknown skill and an unknown operator (404)', async () => {
      const operator = await registerOnboardedOperator(platform);
      const bad = await setStatus(operator.id, { skill: 'Go', status: 'done' });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe(T.statusInvalid);
      const unknown = await setStatus(operator.id, { skill: 'Go', status: 'pending' });
      expect(unknown.status).toBe(404);
      expect((await setStatus(unknownId, { skill: 'Go', status: 'pending' })).status).toBe(404);
    });
  });

  describe('GET task-history and POST clear-failed-tasks', () => {
    it('lists each skill’s tasks, and clearing the failed ones lets the operator retry', async () => {
      const operator = await registerOperator(platform);
      await reportSkills(platform, operator, ['SQL']);
      const started = await onboardingTasks(platform, operator);
      const first = started.body.tasks[0]?.assignment_id ?? '';
      await decide(platform, validator, await submitAssignment(platform, operator, first), 'fail');

      const history = await send<TaskHistoryResponse>(
        'GET',
        `/api/admin/operators/${operator.id}/task-history`,
      );

      expect(history.status).toBe(200);
      const sql = history.body.skills.SQL ?? [];
      expect(sql[0]).toMatchObject({ assignment_id: first, status: 'failed', attempts: 1 });
      expect(sql[0]?.quality_score).toBeCloseTo(0.2);

      const cleared = await send<SkillCommandResponse>(
        'POST',
        `/api/admin/operators/${operator.id}/clear-failed-tasks`,
        { skill: 'SQL' },
      );
      expect(cleared.status).toBe(200);
      expect(cleared.body.message).toBe(T.failedTasksCleared('SQL', 1));
      const after = await send<TaskHistoryResponse>(
        'GET',
        `/api/admin/operators/${operator.id}/task-history`,
      );
      expect((after.body.skills.SQL ?? []).map((task) => task.status)).not.toContain('failed');
      // The cleared task is untried again: the next visit may give it back.
      const retried = await onboardingTasks(platform, operator);
      expect(retried.body.onboarding_status.skill_status[0]?.has_active_task).toBe(true);

      const nothing = await send('POST', `/api/admin/operators/${operator.id}/clear-failed-tasks`, {
        skill: 'SQL',
      });
      expect(nothing.status).toBe(409);
      expect(nothing.body.error).toBe(T.noFailedTasks('SQL'));
    });

    it('refuses an empty skill (400) and an unknown operator (404)', async () => {
      const empty = await send('POST', `/api/admin/operators/${unknownId}/clear-failed-tasks`, {
        skill: '',
      });
      expect(empty.status).toBe(400);
      expect(empty.body.error).toBe(T.skillRequired);
      expect((await send('GET', `/api/admin/operators/${unknownId}/task-history`)).status).toBe(
        404,
      );
    });
  });

  describe('POST /api/admin/operators/{id}/verify-email', () => {
    it('marks an unverified email verified, once', async () => {
      const username = `unv${randomUUID().slice(0, 8)}`;
      const { operatorId, position } = await platform.app.get(CommandBus).execute(
        new RegisterOperator(
          {
            username,
            email: `${username}@morphic.example`,
            password: TEST_ACCOUNT_PASSWORD,
            fullName: 'Una Verified',
            role: 'operator',
            age: null,
            education: null,
            university: null,
            cohort: null,
            emailVerified: false,
          },
          systemContext(),
        ),
      );
      await platform.app.get(ReadYourWrites).settled(position);
      expect((await stats(operatorId)).body.operator.email_verified).toBe(false);

      const verified = await send('POST', `/api/admin/operators/${operatorId}/verify-email`, {
        verified: true,
      });

      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({ message: T.emailVerified, email_verified: true });
      expect((await stats(operatorId)).body.operator.email_verified).toBe(true);
      const again = await send('POST', `/api/admin/operators/${operatorId}/verify-email`, {
        verified: true,
      });
      expect(again.body).toMatchObject({ message: T.emailAlreadyVerified, position: null });
    });

    it('refuses verified other than true (400) and an unknown operator (404)', async () => {
      const bad = await send('POST', `/api/admin/operators/${unknownId}/verify-email`, {
        verified: false,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe(T.verifiedMustBeTrue);
      const missing = await send('POST', `/api/admin/operators/${unknownId}/verify-email`, {
        verified: true,
      });
      expect(missing.status).toBe(404);
    });
  });

  describe('GET /api/admin/operators/{id}/cv/download', () => {
    it('is 404 without a CV, then serves the uploaded file under its own name', async () => {
      const operator = await registerOperator(platform);
      const download = () =>
        fetch(`${platform.url}/api/admin/operators/${operator.id}/cv/download`, {
          headers: { authorization: `Bearer ${admin}` },
        });
      const none = await download();
      expect(none.status).toBe(404);
      expect(await none.json()).toMatchObject({ error: T.cvNotFound });

      const pdf = minimalPdf('Analysed CV');
      await uploadFile(
        platform.url,
        '/api/auth/profile/cv',
        { content: pdf, name: 'Resume 2026.pdf', type: 'application/pdf' },
        { token: operator.token },
      );
      const file = await download();

      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toContain('Resume 2026.pdf');
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
      expect((await stats(operator.id)).body.operator.cv).toMatchObject({
        original_name: 'Resume 2026.pdf',
        size: pdf.length,
      });
    });

    it('is 404 for an unknown operator and 403 for an operator', async () => {
      const missing = await fetch(`${platform.url}/api/admin/operators/${unknownId}/cv/download`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(missing.status).toBe(404);
      const forbidden = await fetch(
        `${platform.url}/api/admin/operators/${unknownId}/cv/download`,
        { headers: { authorization: `Bearer ${operatorToken}` } },
      );
      expect(forbidden.status).toBe(403);
    });
  });
});
