import {
  SIGN_UP_TEXTS,
  type AdminOperatorsResponse,
  type DeleteOperatorResponse,
  type SessionUser,
} from '@morphic/contracts';
import { deletedOperatorPlaceholder } from '@morphic/contracts/server';
import { rebuildReadModelsFromLog } from '@morphic/projections';
import { CommandBus } from '@nestjs/cqrs';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FileSweeper } from '#infrastructure/files/file-sweeper';
import { minimalPdf, uploadFile } from '../../../testing/cv-fixtures';
import { systemContext } from '#infrastructure/commands/command-context';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { registerAccount, TEST_ACCOUNT_PASSWORD } from '../../../testing/accounts';
import { securityEventsOf } from '../../../testing/security-events';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';
import { RegisterOperator } from '../../identity/operator/commands/register-operator.handler';

/** The collections a deleted operator's personal data reached before the deletion. */
const PERSONAL_COLLECTIONS = [
  'accounts',
  'internal_threads',
  'internal_messages',
  'password_reset_tokens',
  'security_events',
  'security_event_handles',
  'validation_job_operators',
  'validation_job_sources',
  'validation_jobs',
];

describe('DELETE /api/admin/operators/{id}', () => {
  let platform: TestApp;
  let founderToken: string;
  let adminToken: string;

  beforeAll(async () => {
    // Files are swept as soon as nothing references them (the deleted operator's CV).
    platform = await startTestApp({ env: { FILES_GRACE_SECONDS: '0' } });
    founderToken = await platform.login('founder', DEMO_PASSWORDS.founder);
    adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(() => platform.close({ removeData: true }));

  const remove = (id: string, token = founderToken) =>
    call<DeleteOperatorResponse & { error?: string }>(
      platform.url,
      'DELETE',
      `/api/admin/operators/${id}`,
      { token },
    );
  const me = (token: string) =>
    call<{ user: SessionUser }>(platform.url, 'GET', '/api/auth/me', { token });
  const register = async (username: string, email: string) => {
    const { position } = await platform.app.get(CommandBus).execute(
      new RegisterOperator(
        {
          username,
          email,
          password: TEST_ACCOUNT_PASSWORD,
          fullName: 'Grace Hopper',
          role: 'operator',
          age: 40,
          education: null,
          university: 'Yale',
          cohort: null,
          emailVerified: true,
        },
        systemContext(),
      ),
    );
    await platform.app.get(ReadYourWrites).settled(position);
  };

  it('anonymises the account everywhere, ends its sessions, drops its CV, frees its handle and email, and a rebuild agrees', async () => {
    const operator = await registerAccount(platform);
    const email = `${operator.username}@morphic.example`;
    await call(platform.url, 'POST', '/api/internal-messages/send', {
      token: operator.token,
      body: { subject: 'About my payout', message: 'Hello admins' },
    });
    await call(platform.url, 'POST', '/api/auth/forgot-password', { body: { email } });
    const cv = minimalPdf(`Grace Hopper ${randomUUID()}`);
    const uploaded = await uploadFile(
      platform.url,
      '/api/auth/profile/cv',
      { content: cv, name: 'cv.pdf', type: 'application/pdf' },
      { token: operator.token },
    );
    expect(uploaded.status).toBe(200);
    const cvName = createHash('sha256').update(cv).digest('hex');
    const cvPath = join(platform.config.filesDir, cvName.slice(0, 2), cvName);
    expect(existsSync(cvPath)).toBe(true);
    const socket = await platform.socket(operator.token);
    const cut = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));

    const response = await remove(operator.id);

    expect(response.status).toBe(200);
    const handle = `deleted-${operator.id.replace(/-/g, '').slice(0, 8)}`;
    expect(response.body).toMatchObject({
      success: true,
      operator_id: operator.id,
      handle,
      sessions_revoked: 1,
      message: `Operator @${operator.username} deleted: their personal data now reads ${handle}`,
    });
    await cut;
    // The log keeps every event; the read models rebuilt from it hold no personal data.
    const { snapshot } = await rebuildReadModelsFromLog(platform.dataDir);
    const personal = JSON.stringify(PERSONAL_COLLECTIONS.map((name) => snapshot[name] ?? []));
    expect(personal).not.toContain(operator.username);
    expect(personal).not.toContain(`Test ${operator.username}`);
    expect(snapshot['accounts']?.find((doc) => doc['_id'] === operator.id)).toMatchObject({
      username: handle,
      email: `${handle}@deleted.invalid`,
      full_name: null,
      cv: null,
      character_report_data: null,
      deleted_at: expect.any(String),
    });

    // Sign-in attempts after the deletion are new security records, so they come after.
    expect((await me(operator.token)).status).toBe(401);
    const signIn = await call(platform.url, 'POST', '/api/auth/login', {
      body: { username_or_email: operator.username, password: TEST_ACCOUNT_PASSWORD },
    });
    expect(signIn.status).toBe(401);
    const listed = await call<AdminOperatorsResponse>(
      platform.url,
      'GET',
      `/api/admin/operators?q=${operator.username}`,
      { token: adminToken },
    );
    expect(JSON.stringify(listed.body)).not.toContain(operator.id);
    const threads = await call(
      platform.url,
      'GET',
      '/api/admin/internal-messages/all-conversations',
      {
        token: adminToken,
      },
    );
    expect(JSON.stringify(threads.body)).toContain(handle);
    expect(JSON.stringify(threads.body)).not.toContain(operator.username);

    // No read model references the CV any more: the sweeper removes the file.
    expect(await platform.app.get(FileSweeper).sweep()).toMatchObject({ swept: true });
    expect(existsSync(cvPath)).toBe(false);

    // Handle and email are free again: a new account takes both.
    await register(operator.username, email);
    const again = await platform.signIn(operator.username, TEST_ACCOUNT_PASSWORD);
    expect(again.id).not.toBe(operator.id);
  });

  it('refuses a handle with the deleted- prefix, so no one takes a placeholder ahead of the deletion', async () => {
    const operator = await registerAccount(platform);
    const { handle } = deletedOperatorPlaceholder(operator.id);
    const refusal = { status: 400, error: SIGN_UP_TEXTS.usernameReserved };
    const answer = (response: { status: number; body: { error?: string } }) => ({
      status: response.status,
      error: response.body.error,
    });

    const signUp = await call<{ error?: string }>(platform.url, 'POST', '/api/auth/register', {
      body: {
        username: handle.toUpperCase(),
        email: `${handle}@elsewhere.example`,
        password: TEST_ACCOUNT_PASSWORD,
        verification_code: '123456',
      },
    });
    expect(answer(signUp)).toEqual(refusal);
    const created = await call<{ error?: string }>(platform.url, 'POST', '/api/admin/operators', {
      token: adminToken,
      body: { handle, email: `${handle}@elsewhere.example`, password: TEST_ACCOUNT_PASSWORD },
    });
    expect(answer(created)).toEqual(refusal);
    const other = await registerAccount(platform);
    const edited = await call<{ error?: string }>(
      platform.url,
      'PUT',
      `/api/admin/operators/${other.id}`,
      { token: adminToken, body: { handle } },
    );
    expect(answer(edited)).toEqual(refusal);

    const removed = await remove(operator.id);
    expect(removed.status).toBe(200);
    expect(removed.body.handle).toBe(handle);
  });

  it('anonymises the security log rows of the deleted account, typed email included, and not those of another account holding a former handle', async () => {
    const operator = await registerAccount(platform);
    const email = `${operator.username}@morphic.example`;
    const typedEmail = await call(platform.url, 'POST', '/api/auth/login', {
      body: { username_or_email: email, password: 'Wrong#Password-123' },
    });
    expect(typedEmail.status).toBe(401);
    const renamed = `${operator.username}x`;
    const rename = await call(platform.url, 'PUT', `/api/admin/operators/${operator.id}`, {
      token: adminToken,
      body: { handle: renamed },
    });
    expect(rename.status).toBe(200);
    // Another account takes the handle the operator gave up, and signs in with it.
    await register(operator.username, `${operator.username}@elsewhere.example`);
    const other = await platform.signIn(operator.username, TEST_ACCOUNT_PASSWORD);
    const before = await securityEventsOf(platform, { username: email });
    expect(before).toMatchObject([{ event_type: 'login_failure', account_id: operator.id }]);

    expect((await remove(operator.id)).status).toBe(200);

    const { handle } = deletedOperatorPlaceholder(operator.id);
    expect(await securityEventsOf(platform, { username: email })).toEqual([]);
    const anonymised = await securityEventsOf(platform, { account_id: operator.id });
    expect(anonymised.map((row) => `${row.event_type} ${row.username}`).sort()).toEqual([
      `login_failure ${handle}`,
      `login_success ${handle}`,
      // The deletion ended the session: its logout is recorded under the placeholder too.
      `logout ${handle}`,
    ]);
    const others = await securityEventsOf(platform, { account_id: other.id });
    expect(others.map((row) => [row.event_type, row.username])).toEqual([
      ['login_success', operator.username],
    ]);
  });

  it('answers 404 for an unknown or already deleted operator, and changes nothing', async () => {
    const operator = await registerAccount(platform);
    expect((await remove(operator.id)).status).toBe(200);

    const twice = await remove(operator.id);
    expect(twice.status).toBe(404);
    expect(twice.body.error).toBe('Operator not found');
    const unknown = await remove('no-such-operator');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Operator not found');
  });

  it('refuses (409) to delete oneself or a founder, and the account stays', async () => {
    const founder = (await me(founderToken)).body.user;

    const self = await remove(founder.id);
    expect(self.status).toBe(409);
    expect(self.body.error).toBe('You cannot delete your own account');
    const byAdmin = await remove(founder.id, adminToken);
    expect(byAdmin.status).toBe(409);
    expect(byAdmin.body.error).toBe(
      'A founder cannot be deleted: take the founder role away first (a founder named in FOUNDER_USERNAMES stays one)',
    );
    expect((await me(founderToken)).status).toBe(200);
  });

  it('is for admins and founders only', async () => {
    const operator = await registerAccount(platform);
    const other = await registerAccount(platform);

    expect((await remove(other.id, operator.token)).status).toBe(403);
    expect((await call(platform.url, 'DELETE', `/api/admin/operators/${other.id}`)).status).toBe(
      401,
    );
    expect((await me(other.token)).status).toBe(200);
  });
});
