import { reportSkills } from '../../operators/onboarding/testing/onboarding-fixtures';
import {
  AuditLogsResponseSchema,
  PredictionStatsResponseSchema,
  SYSTEM_LOGS_TEXTS,
  SecurityLogsResponseSchema,
  TimelineResponseSchema,
  type JiraAccountResponse,
} from '@morphic/contracts';
import { STREAMS, decodeEvent, type DomainEvent } from '@morphic/contracts/server';
import type { EventStore } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { fold } from '#infrastructure/commands/decider';
import { REDACTED } from '#infrastructure/secrets/redacted';
import { EVENT_STORE } from '#infrastructure/tokens';
import { registerAccount, registerOnboardedOperator } from '../../../testing/accounts';
import { freshIp } from '../../../testing/admin-companies';
import { takeMission } from '../../../testing/assignments';
import { minimalPdf, uploadFile } from '../../../testing/cv-fixtures';
import { companyWithRep, postCompanyTask } from '../../../testing/company-reps';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';
import { assignmentDecider } from '../../missions/assignment/assignment.decider';
import { successChance } from '../../missions/marketplace/recommendation-score';
import {
  claimAndDecide,
  signIn,
  submitSolution,
} from '../../validation/testing/validation-fixtures';
import { redactSecrets } from './timeline/redact-secrets';

describe('System console logs, prediction stats and timelines over HTTP', () => {
  let platform: TestApp;
  let admin: string;
  let adminId: string;

  beforeAll(async () => {
    platform = await startTestApp();
    const signedIn = await signIn(platform, 'admin', DEMO_PASSWORDS.admin);
    admin = signedIn.token;
    adminId = signedIn.id;
  });
  afterAll(() => platform.close({ removeData: true }));

  const get = (path: string, token: string | null = admin) =>
    call(platform.url, 'GET', path, token ? { token } : {});
  const auditLogs = async (query: string) => {
    const response = await get(`/api/admin/audit-logs${query}`);
    expect(response.status).toBe(200);
    return AuditLogsResponseSchema.parse(response.body).audit_logs;
  };
  const securityLogs = async (query: string) => {
    const response = await get(`/api/admin/security-logs${query}`);
    expect(response.status).toBe(200);
    return SecurityLogsResponseSchema.parse(response.body).security_logs;
  };
  const timeline = async (stream: string) => {
    const response = await get(`/api/admin/timeline/${encodeURIComponent(stream)}`);
    expect(response.status).toBe(200);
    return TimelineResponseSchema.parse(response.body);
  };
  const streamEvents = async (stream: string) =>
    (await platform.app.get<symbol, EventStore>(EVENT_STORE).readStream(stream)).map((event) =>
      decodeEvent(event),
    );
  const setCohort = async (name: string, headers: Record<string, string> = {}) => {
    const response = await call(platform.url, 'POST', '/api/admin/settings/current_cohort', {
      token: admin,
      body: { name },
      headers,
    });
    expect(response.status).toBe(200);
  };

  describe('GET /api/admin/audit-logs', () => {
    it('lists an admin change newest first with its actor handle, target, ip and a readable description', async () => {
      const ip = freshIp();
      await setCohort('Genesis-Audit-1', ip);
      await setCohort('Genesis-Audit-2', ip);

      const rows = await auditLogs('?action=admin_current_cohort_set');

      expect(rows[0]).toMatchObject({
        action: 'admin_current_cohort_set',
        actor_id: adminId,
        actor_handle: 'admin',
        actor_role: 'admin',
        impersonator_id: null,
        target_id: 'platform',
        stream: STREAMS.settings,
        event_type: 'CurrentCohortSet',
        ip_address: ip['x-forwarded-for'],
        description: 'Current cohort set on settings platform: name Genesis-Audit-2',
      });
      expect(rows[1]?.description).toContain('Genesis-Audit-1');
      expect((rows[0]?.created_at ?? '') >= (rows[1]?.created_at ?? '')).toBe(true);
      // The row's id is the event's, so the audit and the log agree one for one.
      const events = await streamEvents(STREAMS.settings);
      expect(events.map((event) => event.id)).toContain(rows[0]?.id);
    });

    it('records an impersonation as admin_impersonate on the operator, and what the impersonated session did with its impersonator', async () => {
      const operator = await registerAccount(platform);
      const started = await call<{ token: string }>(
        platform.url,
        'POST',
        `/api/admin/operators/${operator.id}/impersonate`,
        { token: admin },
      );
      expect(started.status).toBe(200);
      const changed = await call(platform.url, 'PUT', '/api/auth/profile', {
        token: started.body.token,
        body: { bio: 'Edited while impersonated' },
      });
      expect(changed.status).toBe(200);

      const onOperator = await auditLogs(`?target_id=${operator.id}`);

      expect(onOperator.map((row) => row.action)).toEqual([
        'admin_profile_updated',
        'admin_impersonate',
      ]);
      expect(onOperator[1]).toMatchObject({
        actor_id: adminId,
        actor_handle: 'admin',
        stream: STREAMS.operator(operator.id),
        event_type: 'SessionOpened',
      });
      expect(onOperator[1]?.description).toMatch(/^Started impersonating operator /);
      expect(onOperator[0]).toMatchObject({
        actor_id: operator.id,
        impersonator_id: adminId,
        impersonator_handle: 'admin',
      });
    });

    it('names company status changes admin_update_status, and filters by actor', async () => {
      const rep = await companyWithRep(platform, 'active');
      const suspended = await call(
        platform.url,
        'PUT',
        `/api/admin/companies/${rep.companyId}/status`,
        { token: admin, body: { status: 'suspended' } },
      );
      expect(suspended.status).toBe(200);

      const rows = await auditLogs(`?action=admin_update_status&target_id=${rep.companyId}`);

      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ event_type: 'CompanyStatusChanged', actor_id: adminId });
      expect(rows[0]?.description).toContain('status suspended');
      const byAdmin = await auditLogs(`?actor_id=${adminId}&limit=100`);
      expect(byAdmin.every((row) => row.actor_id === adminId)).toBe(true);
      expect(byAdmin.map((row) => row.id)).toContain(rows[0]?.id);
    });

    it('answers 25, 50 or 100 rows at most (50 by default) and refuses any other limit', async () => {
      for (let i = 0; i < 26; i += 1) await setCohort(`Genesis-Limit-${i}`);

      expect(await auditLogs('?limit=25')).toHaveLength(25);
      expect((await auditLogs('')).length).toBeGreaterThanOrEqual(26);
      expect((await auditLogs('')).length).toBeLessThanOrEqual(50);
      for (const limit of ['10', '51', 'all']) {
        const refused = await get(`/api/admin/audit-logs?limit=${limit}`);
        expect(refused.status).toBe(400);
        expect(refused.body.error).toBe(SYSTEM_LOGS_TEXTS.auditLimitInvalid);
      }
    });

    it('is for admins and founders only', async () => {
      const operator = await platform.login('ada', DEMO_PASSWORDS.operator);
      expect((await get('/api/admin/audit-logs', operator)).status).toBe(403);
      expect((await get('/api/admin/audit-logs', null)).status).toBe(401);
      const founder = await platform.login('founder', DEMO_PASSWORDS.founder);
      expect((await get('/api/admin/audit-logs', founder)).status).toBe(200);
    });
  });

  describe('GET /api/admin/security-logs', () => {
    it('answers entries in the spec’s shape, filtered by type, severity in any case, username and ip', async () => {
      const ip = freshIp();
      const username = `nobody-${randomUUID().slice(0, 8)}`;
      const failed = await call(platform.url, 'POST', '/api/auth/login', {
        body: { username_or_email: username, password: 'wrong-password-1' },
        headers: ip,
      });
      expect(failed.status).toBe(401);

      const byUser = await securityLogs(`?username=${username}`);

      expect(byUser).toEqual([
        {
          id: expect.any(String),
          timestamp: expect.any(String),
          event_type: 'login_failure',
          severity: 'WARNING',
          message: `Login failed for ${username}`,
          user_info: { username },
          request_info: { ip_address: ip['x-forwarded-for'], user_agent: expect.anything() },
          details: expect.objectContaining({ reason: expect.any(String) }),
        },
      ]);
      for (const query of [
        `?event_type=login_failure&ip_address=${ip['x-forwarded-for']}`,
        `?username=${username}&ip_address=::ffff:${ip['x-forwarded-for']}`,
        `?severity=WARNING&username=${username}`,
        `?severity=warning&username=${username}`,
      ]) {
        expect((await securityLogs(query)).map((row) => row.id)).toEqual([byUser[0]?.id]);
      }
      expect(await securityLogs(`?severity=CRITICAL&username=${username}`)).toEqual([]);
      expect(await securityLogs(`?event_type=logout&username=${username}`)).toEqual([]);
    });

    it('records the 403 of an operator who calls an admin endpoint as access_denied', async () => {
      const operator = await registerAccount(platform);
      const me = await call<{ user: { username: string } }>(platform.url, 'GET', '/api/auth/me', {
        token: operator.token,
      });
      expect((await get('/api/admin/security-logs', operator.token)).status).toBe(403);

      const denied = await securityLogs(
        `?event_type=access_denied&username=${me.body.user.username}`,
      );

      expect(denied).toHaveLength(1);
      expect(denied[0]?.details).toMatchObject({
        method: 'GET',
        path: '/api/admin/security-logs',
        required: 'admin',
      });
    });

    it('limits to 50, 100, 200 or 500 rows (100 by default) and refuses bad filters with their messages', async () => {
      const all = await securityLogs('?limit=50');
      expect(all.length).toBeLessThanOrEqual(50);
      expect((await securityLogs('')).length).toBeLessThanOrEqual(100);
      const cases: [string, string][] = [
        ['?limit=60', SYSTEM_LOGS_TEXTS.securityLimitInvalid],
        ['?severity=LOUD', SYSTEM_LOGS_TEXTS.unknownSeverity],
        ['?event_type=hacked', SYSTEM_LOGS_TEXTS.unknownEventType],
      ];
      for (const [query, message] of cases) {
        const refused = await get(`/api/admin/security-logs${query}`);
        expect(refused.status).toBe(400);
        expect(refused.body.error).toBe(message);
      }
    });
  });

  describe('prediction stats', () => {
    it('records the marketplace chance and the mission’s hours at the take, and pairs them with the decision', async () => {
      const before = PredictionStatsResponseSchema.parse(
        (await get('/api/admin/prediction-stats')).body,
      );
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

      const [taken] = await streamEvents(STREAMS.assignment(assignmentId));
      const mission = (await streamEvents(STREAMS.mission(missionId)))[0] as DomainEvent;
      if (taken?.type !== 'TaskTaken' || mission.type !== 'MissionPosted') throw new Error();
      const chance = successChance({ python: 0.75 }, mission.data);
      expect(taken.data.prediction).toEqual({
        success_probability: Math.round(chance * 10_000) / 10_000,
        expected_hours: 6,
      });

      const entryId = await submitSolution(platform, operator, assignmentId);
      const validator = await signIn(platform, 'validator', DEMO_PASSWORDS.validator);
      await claimAndDecide(platform, validator, entryId, {
        decision: 'pass',
        score: 0.9,
        report: 'Overshoot is 3%.',
      });

      const after = PredictionStatsResponseSchema.parse(
        (await get('/api/admin/prediction-stats')).body,
      );
      expect(after.total_assignments).toBe(before.total_assignments + 1);
      expect(after.decided_assignments).toBe(before.decided_assignments + 1);
      // The first decided prediction of this app: the summary is this one assignment's.
      expect(before.decided_assignments).toBe(0);
      expect(after.summary.success_rate).toBe(1);
      expect(after.summary.avg_quality_score).toBe(0.9);
      expect(after.summary.avg_success_error).toBeCloseTo(1 - chance, 3);
      // Submitted within seconds of the take: the time error is all but the whole estimate.
      expect(after.summary.avg_time_error).toBeGreaterThan(0.99);
      expect(after.summary.avg_time_error).toBeLessThanOrEqual(1);
    });

    it('is for admins only', async () => {
      const operator = await platform.login('ada', DEMO_PASSWORDS.operator);
      expect((await get('/api/admin/prediction-stats', operator)).status).toBe(403);
      expect((await get('/api/admin/prediction-stats', null)).status).toBe(401);
    });
  });

  describe('GET /api/admin/timeline/{stream}', () => {
    it('replays an assignment: the state after each event equals the decider’s fold of the events up to it', async () => {
      const rep = await companyWithRep(platform, 'active', { can_manage_tasks: true });
      const missionId = await postCompanyTask(platform, rep.token, {
        title: 'Map the warehouse aisles',
        description: 'Produce the aisle map from the lidar scans and a test over them.',
        reward_amount: 30,
        domain_tags: ['robotics'],
      });
      const operator = await registerOnboardedOperator(platform);
      const assignmentId = await takeMission(platform, operator, missionId);
      const entryId = await submitSolution(platform, operator, assignmentId);
      const validator = await signIn(platform, 'validator', DEMO_PASSWORDS.validator);
      await claimAndDecide(platform, validator, entryId, {
        decision: 'fail',
        score: 0.3,
        report: 'The map misses aisle 7.',
      });
      const stream = STREAMS.assignment(assignmentId);

      const replay = await timeline(stream);

      const events = await streamEvents(stream);
      expect(replay.kind).toBe('assignment');
      expect(replay.steps.map((step) => step.type)).toEqual(events.map((event) => event.type));
      expect(replay.steps.map((step) => step.type)).toEqual(
        expect.arrayContaining(['TaskTaken', 'Submitted', 'ValidationClaimed', 'Decided']),
      );
      replay.steps.forEach((step, index) => {
        const upTo = events.slice(0, index + 1);
        expect(step.revision).toBe(index);
        expect(step.event_id).toBe(events[index]?.id);
        expect(step.state).toEqual(redactSecrets(fold(assignmentDecider, upTo)));
      });
      expect(replay.steps[0]).toMatchObject({ actor_id: operator.id, impersonator_id: null });
      expect(replay.steps.at(-1)).toMatchObject({
        type: 'Decided',
        actor_handle: 'validator',
        state: { state: 'failed' },
      });
    });

    it('never shows a Jira account’s sealed tokens, nor an operator’s password hash', async () => {
      const tag = randomUUID().slice(0, 8);
      const rep = await companyWithRep(platform, 'active');
      const apiToken = `api-token-${tag}`;
      const uploadToken = `upload-token-${tag}`;
      const created = await call<JiraAccountResponse>(
        platform.url,
        'POST',
        `/api/admin/companies/${rep.companyId}/jira-accounts`,
        {
          token: admin,
          body: {
            account_name: `Cloud ${tag}`,
            jira_url: `https://site-${tag}.atlassian.net`,
            jira_email: 'sync@site.example',
            jira_api_token: apiToken,
            jira_project_keys: 'OPS',
            jira_upload_enabled: true,
            jira_upload_username: 'uploads@site.example',
            jira_upload_token: uploadToken,
          },
        },
      );
      expect(created.status).toBe(201);
      const stream = STREAMS.jiraAccount(created.body.account.id);

      const replay = await timeline(stream);

      const text = JSON.stringify(replay);
      const stored = JSON.stringify((await streamEvents(stream)).map((event) => event.data));
      const sealed = [...stored.matchAll(/"sealed":"([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(sealed.length).toBeGreaterThanOrEqual(3);
      for (const secret of [...sealed, apiToken, uploadToken]) expect(text).not.toContain(secret);
      expect(replay.steps[0]?.data).toMatchObject({
        api_token: { sealed: REDACTED, bytes: apiToken.length },
        upload_token: { sealed: REDACTED, bytes: uploadToken.length },
        webhook_secret: { sealed: REDACTED },
      });

      const operator = await registerAccount(platform);
      const operatorTimeline = await timeline(STREAMS.operator(operator.id));
      const registered = (await streamEvents(STREAMS.operator(operator.id)))[0];
      if (registered?.type !== 'OperatorRegistered') throw new Error('not registered');
      expect(JSON.stringify(operatorTimeline)).not.toContain(registered.data.password_hash);
      expect(operatorTimeline.steps[0]?.data).toMatchObject({ password_hash: REDACTED });
    });

    it('hides a deleted operator’s personal data in every step, as the read models do', async () => {
      const operator = await registerAccount(platform);
      const registered = (await streamEvents(STREAMS.operator(operator.id)))[0];
      if (registered?.type !== 'OperatorRegistered') throw new Error('not registered');
      const before = JSON.stringify(await timeline(STREAMS.operator(operator.id)));
      expect(before).toContain(registered.data.email);

      const deleted = await call(platform.url, 'DELETE', `/api/admin/operators/${operator.id}`, {
        token: admin,
      });
      expect(deleted.status).toBe(200);

      const after = await timeline(STREAMS.operator(operator.id));
      expect(after.steps.at(-1)?.type).toBe('OperatorDeleted');
      const text = JSON.stringify(after);
      for (const personal of [registered.data.email, registered.data.username]) {
        expect(text).not.toContain(personal);
      }
      expect(after.steps[0]?.data).toMatchObject({ email: REDACTED, username: REDACTED });
    });

    it('shows no deleted operator’s email, name or handle in audit rows or in the timelines of their identifiers, thread and CV', async () => {
      const handle = `gone${randomUUID().slice(0, 8)}`;
      const firstEmail = `${handle}@first.example`;
      const secondEmail = `${handle}@second.example`;
      const fullName = `Grace ${handle} Hopper`;
      const cvName = `${handle}-resume.pdf`;
      const password = 'Str0ng#Console-Pass';
      const created = await call<{ operator: { id: string } }>(
        platform.url,
        'POST',
        '/api/admin/operators',
        { token: admin, body: { handle, email: firstEmail, password, full_name: fullName } },
      );
      expect(created.status).toBe(201);
      const id = created.body.operator.id;
      const edited = await call(platform.url, 'PUT', `/api/admin/operators/${id}`, {
        token: admin,
        body: { email: secondEmail },
      });
      expect(edited.status).toBe(200);
      const operator = await platform.login(handle, password);
      const sent = await call<{ thread_id: string }>(
        platform.url,
        'POST',
        '/api/internal-messages/send',
        { token: operator, body: { subject: 'Payout', message: 'Hello admins' } },
      );
      expect(sent.status).toBe(200);
      const uploaded = await uploadFile(
        platform.url,
        '/api/auth/profile/cv',
        { content: minimalPdf(`CV ${randomUUID()}`), name: cvName, type: 'application/pdf' },
        { token: operator },
      );
      expect(uploaded.status).toBe(200);

      // Even before the deletion, a row of an identifier names the account, not the value.
      const identifierRows = (await auditLogs(`?target_id=${id}&limit=100`)).filter(
        (row) => row.event_type === 'IdentifierReserved' || row.event_type === 'IdentifierReleased',
      );
      expect(identifierRows.length).toBeGreaterThanOrEqual(3);
      for (const row of identifierRows) expect(row.stream).toBe(STREAMS.operator(id));
      expect(JSON.stringify(await auditLogs('?limit=100'))).not.toContain(firstEmail);

      const deleted = await call(platform.url, 'DELETE', `/api/admin/operators/${id}`, {
        token: admin,
      });
      expect(deleted.status).toBe(200);

      const personal = [handle, firstEmail, secondEmail, fullName, cvName];
      const shown = (value: unknown) =>
        personal.filter((text) => JSON.stringify(value).includes(text));
      expect(shown(await auditLogs('?limit=100'))).toEqual([]);
      const streams = [
        STREAMS.operator(id),
        STREAMS.identifier('username', 'operator', handle),
        STREAMS.identifier('email', 'operator', firstEmail),
        STREAMS.identifier('email', 'operator', secondEmail),
        STREAMS.thread(sent.body.thread_id),
      ];
      for (const stream of streams) {
        const { steps } = await timeline(stream);
        expect({ stream, shown: shown(steps) }).toEqual({ stream, shown: [] });
      }
    });

    it('refuses a stream of no known kind (400), a malformed one (400) and an empty one (404); admins only', async () => {
      const unknown = await get('/api/admin/timeline/securityevent-1234');
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toBe(SYSTEM_LOGS_TEXTS.unknownStream('securityevent'));
      const malformed = await get('/api/admin/timeline/no_dash');
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toBe(SYSTEM_LOGS_TEXTS.streamInvalid);
      const empty = await get(`/api/admin/timeline/${STREAMS.mission(randomUUID())}`);
      expect(empty.status).toBe(404);
      const operator = await platform.login('ada', DEMO_PASSWORDS.operator);
      expect((await get(`/api/admin/timeline/${STREAMS.settings}`, operator)).status).toBe(403);
    });
  });
});
