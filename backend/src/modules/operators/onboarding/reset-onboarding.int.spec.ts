import type {
  NotificationsResponse,
  ResetOnboardingResponse,
  SessionUser,
} from '@morphic/contracts';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
} from '../../../testing/test-app';
import { registerAccount } from '../../../testing/accounts';
import { onboardingTasks, registerOperator, reportSkills } from './testing/onboarding-fixtures';

describe('POST /api/admin/operators/{id}/reset-onboarding', () => {
  let platform: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    platform = await startTestApp();
    adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(() => platform.close({ removeData: true }));

  const reset = (id: string, token = adminToken) =>
    call<ResetOnboardingResponse & { error?: string }>(
      platform.url,
      'POST',
      `/api/admin/operators/${id}/reset-onboarding`,
      { token },
    );
  const me = async (token: string) =>
    (await call<{ user: SessionUser }>(platform.url, 'GET', '/api/auth/me', { token })).body.user;
  const onboardingAssignments = async (operator: { id: string; token: string }) =>
    (
      await call<{ assignments: { id: string; is_onboarding: boolean }[] }>(
        platform.url,
        'GET',
        `/api/operators/${operator.id}/assignments`,
        { token: operator.token },
      )
    ).body.assignments.filter((assignment) => assignment.is_onboarding);

  const characterReportNotice = async (operator: { id: string; token: string }) =>
    (
      await call<NotificationsResponse>(
        platform.url,
        'GET',
        `/api/operators/${operator.id}/notifications`,
        { token: operator.token },
      )
    ).body.notifications.find((n) => n.title === 'Complete your character report');

  it('clears the progress and drops the onboarding tasks, live; the same report then starts onboarding afresh', async () => {
    const operator = await registerAccount(platform);
    await reportSkills(platform, operator, ['Python', 'SQL']);
    const first = (await onboardingTasks(platform, operator)).body.tasks.map(
      (t) => t.assignment_id,
    );
    expect(first).toHaveLength(2);
    expect(await onboardingAssignments(operator)).toHaveLength(2);
    const socket = await platform.socket(operator.token);
    const pushed = nextMessage(
      socket,
      'account.updated',
      (envelope) =>
        envelope.data.character_report_completed === false &&
        envelope.data.onboarding_completed === false,
    );

    const response = await reset(operator.id);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      operator_id: operator.id,
      onboarding_completed: false,
      character_report_completed: false,
      assignments_dropped: 2,
      message: `Onboarding reset for ${operator.username}: they fill in the character report at their next sign-in`,
    });
    await pushed;
    expect(await me(operator.token)).toMatchObject({
      character_report_completed: false,
      onboarding_completed: false,
    });
    expect(await onboardingAssignments(operator)).toEqual([]);
    expect((await onboardingTasks(platform, operator)).body.tasks).toEqual([]);
    // The banner that greets the operator asks for the report.
    expect(await characterReportNotice(operator)).toMatchObject({
      priority: 'high',
      action_url: '/character-report',
      resolved: false,
    });

    // The same report again counts (it was reset), and onboarding gives new tasks.
    await reportSkills(platform, operator, ['Python', 'SQL']);
    expect((await me(operator.token)).character_report_completed).toBe(true);
    // The submit answers once its after-effects (the notice resolved) are in the read models.
    expect((await characterReportNotice(operator))?.resolved).toBe(true);
    const second = (await onboardingTasks(platform, operator)).body.tasks.map(
      (t) => t.assignment_id,
    );
    expect(second).toHaveLength(2);
    expect(second.some((id) => first.includes(id))).toBe(false);
  });

  it('reopens a bypassed onboarding', async () => {
    const operator = await registerOperator(platform);
    const bypass = await call(
      platform.url,
      'POST',
      `/api/admin/operators/${operator.id}/bypass-onboarding`,
      { token: adminToken },
    );
    expect(bypass.status).toBe(200);
    expect((await me(operator.token)).onboarding_completed).toBe(true);

    const response = await reset(operator.id);

    expect(response.status).toBe(200);
    expect(response.body.assignments_dropped).toBe(0);
    expect(await me(operator.token)).toMatchObject({
      character_report_completed: false,
      onboarding_completed: false,
    });
  });

  it('answers 404 for an unknown or deleted operator, and is for admins and founders only', async () => {
    const operator = await registerOperator(platform);
    const unknown = await reset('no-such-operator');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Operator not found');

    expect((await reset(operator.id, operator.token)).status).toBe(403);
    const founder = await platform.login('founder', DEMO_PASSWORDS.founder);
    expect((await reset(operator.id, founder)).status).toBe(200);

    await call(platform.url, 'DELETE', `/api/admin/operators/${operator.id}`, { token: founder });
    const deleted = await reset(operator.id);
    expect(deleted.status).toBe(404);
    expect(deleted.body.error).toBe('Operator not found');
  });
});
