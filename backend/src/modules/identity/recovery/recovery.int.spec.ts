import {
  SIGN_IN_TEXTS,
  type LoginResponse,
  type ReadyResponse,
  type ResetRequestedResponse,
  type VerifyResetTokenResponse,
} from '@morphic/contracts';
import type { EventStore } from '@morphic/stores';
import { Clock, ManualClock } from '#infrastructure/clock/clock';
import { Mailer } from '#infrastructure/mail/mailer';
import { EVENT_STORE } from '#infrastructure/tokens';
import { securityEventsOf } from '../../../testing/security-events';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../../../testing/smtp-inbox';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';

type Answer<T> = Partial<T> & { error?: string; retry_after_seconds?: number };

const NEW_PASSWORD = 'Amber-Lantern-Orbit-93!';
const PUBLIC_URL = 'https://morphic.test';

/** The link of a reset mail (quoted-printable soft breaks and escapes undone). */
function linkIn(mail: ReceivedMail): URL {
  const text = mail.text
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = new RegExp(`${PUBLIC_URL}\\S+`).exec(text)?.[0];
  if (!link) throw new Error(`No link in mail: ${mail.text}`);
  return new URL(link);
}

describe('password recovery by mailed link', () => {
  let platform: TestApp;
  let inbox: SmtpInbox;
  let ipCounter = 0;
  const clock = new ManualClock();

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    platform = await startTestApp({
      env: { SMTP_URL: inbox.url, PUBLIC_URL, RATE_LIMITS: 'reset_request.account=3/3600' },
      customize: (builder) => builder.overrideProvider(Clock).useValue(clock),
    });
  });
  afterAll(async () => {
    await platform.close({ removeData: true });
    await inbox.close();
  });

  /** Each test asks from its own address, so one test's per-ip counts never touch another. */
  const freshIp = () => `198.51.100.${++ipCounter}`;
  const forgot = (email: string, ip = freshIp()) =>
    call<Answer<ResetRequestedResponse>>(platform.url, 'POST', '/api/auth/forgot-password', {
      body: { email },
      headers: { 'x-forwarded-for': ip },
    });
  const requestByLogin = (usernameOrEmail: string, ip = freshIp()) =>
    call<Answer<ResetRequestedResponse>>(platform.url, 'POST', '/api/auth/password-reset/request', {
      body: { username_or_email: usernameOrEmail },
      headers: { 'x-forwarded-for': ip },
    });
  const check = (token: string) =>
    call<VerifyResetTokenResponse>(
      platform.url,
      'GET',
      `/api/auth/verify-reset-token/${encodeURIComponent(token)}`,
    );
  const reset = (token: string, password: string) =>
    call<Answer<{ message: string; position: string }>>(
      platform.url,
      'POST',
      '/api/auth/reset-password',
      { body: { token, password } },
    );
  const login = (username_or_email: string, password: string) =>
    call<Answer<LoginResponse>>(platform.url, 'POST', '/api/auth/login', {
      body: { username_or_email, password },
    });

  it('mails a single-use link to /reset-password that sets the new password and signs out every session', async () => {
    const before = await login('alan', DEMO_PASSWORDS.operator);
    const socket = await platform.socket(before.body.token);
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));

    const asked = await forgot('Alan@Morphic.example');
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ success: true, message: SIGN_IN_TEXTS.resetLinkSent });
    const mail = await inbox.nextMailTo('alan@morphic.example');
    expect(mail.subject).toBe(SIGN_IN_TEXTS.resetMailSubject);
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);

    expect((await check(token)).body).toEqual({
      success: true,
      valid: true,
      email: 'alan@morphic.example',
      error: null,
    });

    const weak = await reset(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe('Use at least 12 characters');
    expect((await reset(token, 'alllowercase-but-long')).body.error).toBe(
      'Add an uppercase letter',
    );

    const done = await reset(token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      success: true,
      message: SIGN_IN_TEXTS.resetSucceeded,
      position: expect.stringMatching(/^\d+/),
    });
    expect((await login('alan', DEMO_PASSWORDS.operator)).status).toBe(401);
    expect((await login('alan', NEW_PASSWORD)).status).toBe(200);
    expect(
      (await call(platform.url, 'GET', '/api/auth/me', { token: before.body.token })).status,
    ).toBe(401);
    expect(await disconnected).toBe('io server disconnect');

    // Single use: the same link works no more.
    const again = await reset(token, 'Another-Strong-Pass-1!');
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(SIGN_IN_TEXTS.invalidOrExpiredResetToken);
    expect((await check(token)).body).toEqual({
      success: true,
      valid: false,
      email: null,
      error: SIGN_IN_TEXTS.invalidOrExpiredToken,
    });
  });

  it('refuses a link mailed before an admin set the password', async () => {
    const admin = await platform.login('admin', DEMO_PASSWORDS.admin);
    const handle = `resetbyadmin${ipCounter}`;
    const created = await call<{ operator: { id: string } }>(
      platform.url,
      'POST',
      '/api/admin/operators',
      {
        token: admin,
        body: {
          handle,
          email: `${handle}@morphic.example`,
          password: NEW_PASSWORD,
          role: 'operator',
        },
      },
    );
    expect(created.status).toBe(201);
    await forgot(`${handle}@morphic.example`);
    const token = linkIn(await inbox.nextMailTo(`${handle}@morphic.example`)).searchParams.get(
      'token',
    );
    if (!token) throw new Error('no token in the mail');
    expect((await check(token)).body.valid).toBe(true);

    const setByAdmin = await call(
      platform.url,
      'POST',
      `/api/admin/operators/${created.body.operator.id}/reset-password`,
      { token: admin, body: { password: 'Admin-Chosen-Pass-7!' } },
    );
    expect(setByAdmin.status).toBe(200);

    expect((await check(token)).body.valid).toBe(false);
    const late = await reset(token, 'Another-Strong-Pass-1!');
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(SIGN_IN_TEXTS.invalidOrExpiredResetToken);
    expect((await login(handle, 'Admin-Chosen-Pass-7!')).status).toBe(200);
  });

  it('gives an unknown email exactly the answer a known one gets, and mails nothing', async () => {
    const unknown = await forgot('nobody-here@morphic.example');
    const known = await forgot('ada@morphic.example');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const mail = await inbox.nextMailTo('ada@morphic.example');
    expect(linkIn(mail).pathname).toBe('/reset-password');
    expect(inbox.received.some((m) => m.to.includes('nobody-here@morphic.example'))).toBe(false);

    const unknownLogin = await requestByLogin('nobody-here');
    const knownLogin = await requestByLogin('validator');
    expect(unknownLogin.body).toEqual({ success: true, message: SIGN_IN_TEXTS.resetRequested });
    expect(knownLogin.body).toEqual(unknownLogin.body);
    await inbox.nextMailTo('validator@morphic.example');
  });

  it('does not tell either when the mail cannot be sent; the mail reactor goes on to the next', async () => {
    inbox.failNext();
    // Two requests: whichever mail goes first is refused, the other arrives.
    for (let request = 0; request < 2; request += 1) {
      const answer = await forgot('founder@morphic.example');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: SIGN_IN_TEXTS.resetLinkSent });
    }
    const link = linkIn(await inbox.nextMailTo('founder@morphic.example'));
    expect(link.pathname).toBe('/reset-password');
    expect((await check(link.searchParams.get('token') ?? '')).body.valid).toBe(true);
    const ready = await call<ReadyResponse>(platform.url, 'GET', '/api/ready');
    const mailer = ready.body.reactors.find((reactor) => reactor.name === 'password-reset-mail');
    expect(mailer?.state).toBe('live');
  });

  it('refuses a link after one hour, and an unknown token', async () => {
    await forgot('admin@morphic.example');
    const token = linkIn(await inbox.nextMailTo('admin@morphic.example')).searchParams.get('token');
    if (!token) throw new Error('no token in the mail');
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await check(token)).body.valid).toBe(false);
    const late = await reset(token, NEW_PASSWORD);
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(SIGN_IN_TEXTS.invalidOrExpiredResetToken);
    expect((await login('admin', DEMO_PASSWORDS.admin)).status).toBe(200);

    expect((await check('not-a-token')).body.valid).toBe(false);
    expect((await reset('not-a-token', NEW_PASSWORD)).status).toBe(400);
  });

  it('mails an /email-verification link from password-reset/request, used with the account id', async () => {
    expect((await requestByLogin('ada')).status).toBe(200);
    const link = linkIn(await inbox.nextMailTo('ada@morphic.example'));
    expect(link.pathname).toBe('/email-verification');
    const token = link.searchParams.get('reset_token') ?? '';
    const uid = link.searchParams.get('uid') ?? '';
    const verify = (body: Record<string, string>) =>
      call<Answer<{ message: string }>>(platform.url, 'POST', '/api/auth/password-reset/verify', {
        body,
      });

    const otherAccount = await verify({ uid: 'someone-else', token, new_password: NEW_PASSWORD });
    expect(otherAccount.status).toBe(400);
    expect(otherAccount.body.error).toBe(SIGN_IN_TEXTS.invalidOrExpiredResetToken);
    expect((await verify({ uid, token, new_password: 'weak' })).body.error).toBe(
      'Use at least 12 characters',
    );
    const done = await verify({ uid, token, new_password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(SIGN_IN_TEXTS.resetSucceeded);
    expect((await login('ada', NEW_PASSWORD)).status).toBe(200);
  });

  it('resets a company representative password too', async () => {
    await forgot('nora@northwind.example');
    const token = linkIn(await inbox.nextMailTo('nora@northwind.example')).searchParams.get(
      'token',
    );
    expect((await reset(token ?? '', NEW_PASSWORD)).status).toBe(200);
    const company = await call(platform.url, 'POST', '/api/company-reps/login', {
      body: { email: 'nora@northwind.example', password: NEW_PASSWORD },
    });
    expect(company.status).toBe(200);
  });

  it('validates the input with the spec messages', async () => {
    expect((await forgot('')).body.error).toBe(SIGN_IN_TEXTS.emailRequired);
    expect((await forgot('not-an-email')).body.error).toBe(SIGN_IN_TEXTS.invalidEmail);
    expect((await requestByLogin('  ')).body.error).toBe(SIGN_IN_TEXTS.usernameOrEmailRequired);
    expect((await reset('', NEW_PASSWORD)).body.error).toBe(SIGN_IN_TEXTS.tokenRequired);
  });

  it('rate-limits requests per typed email, known or not, with 429 and the wait', async () => {
    for (const email of ['validator@morphic.example', 'ghost@morphic.example']) {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await forgot(email)).status).toBe(200);
      }
      const blocked = await forgot(email);
      expect(blocked.status).toBe(429);
      expect(blocked.body.retry_after_seconds).toBeGreaterThan(3500);
      expect(blocked.headers.get('retry-after')).toBe(String(blocked.body.retry_after_seconds));
    }
  });
});

describe('a password-reset request, for a known or an unknown login', () => {
  let platform: TestApp;
  let mailAttempted: (to: string) => void = () => undefined;
  const firstMailTo = new Promise<string>((resolve) => (mailAttempted = resolve));
  /** A mail server that never answers: a request that waited for it would never be answered. */
  const stalledMailer: Mailer = {
    send: (mail) => {
      mailAttempted(mail.to);
      return new Promise<void>(() => undefined);
    },
  };

  beforeAll(async () => {
    platform = await startTestApp({
      // The reset mail reactor gives up on the stalled server soon, and moves on.
      env: { MAIL_SEND_TIMEOUT_SECONDS: '0.5' },
      customize: (builder) => builder.overrideProvider(Mailer).useValue(stalledMailer),
    });
  });
  afterAll(() => platform.close({ removeData: true }));

  /**
   * The answer, the events appended before it came, and what the request did in the event store
   * until then: the streams it read, and each append's expectations per stream (reactors' own
   * checkpoint work aside).
   */
  const ask = async (path: string, body: Record<string, string>) => {
    const events = platform.app.get<symbol, EventStore>(EVENT_STORE);
    const before = await events.headPosition();
    const reads = jest.spyOn(events, 'readStream');
    const appends = jest.spyOn(events, 'appendToStreams');
    const answer = await call(platform.url, 'POST', path, { body });
    const operations = [
      ...reads.mock.calls
        .filter(([streamId]) => !streamId.startsWith('reactor-'))
        .map(() => 'read'),
      ...appends.mock.calls
        .map(([streamAppends]) => streamAppends.filter((a) => !a.streamId.startsWith('reactor-')))
        .filter((own) => own.length > 0)
        .map((own) =>
          own
            .map(
              (a) =>
                `append ${a.events.length} event, expecting ${typeof a.expected === 'bigint' ? 'a revision' : 'no revision'}`,
            )
            .join('; '),
        ),
    ];
    reads.mockRestore();
    appends.mockRestore();
    const appended = await events.readAll({ ...(before ? { after: before } : {}), maxCount: 10 });
    return {
      status: answer.status,
      body: answer.body,
      appended: appended.map((e) => e.type),
      operations,
    };
  };

  it('is answered without waiting for the mail, after the same work either way', async () => {
    const known = await ask('/api/auth/forgot-password', { email: 'alan@morphic.example' });
    const unknown = await ask('/api/auth/forgot-password', { email: 'nobody@morphic.example' });
    expect(known).toEqual({
      status: 200,
      body: { success: true, message: SIGN_IN_TEXTS.resetLinkSent },
      appended: ['PasswordResetRequested'],
      // No stream is read, on either path: the same single append of one event.
      operations: ['append 1 event, expecting no revision'],
    });
    expect(unknown).toEqual({ ...known, appended: ['SecurityEventRecorded'] });
    expect(await firstMailTo).toBe('alan@morphic.example');

    const knownLogin = await ask('/api/auth/password-reset/request', { username_or_email: 'ada' });
    const unknownLogin = await ask('/api/auth/password-reset/request', {
      username_or_email: 'nobody',
    });
    expect(knownLogin.appended).toEqual(['PasswordResetRequested']);
    expect(unknownLogin.appended).toEqual(['SecurityEventRecorded']);
    expect(unknownLogin.body).toEqual(knownLogin.body);
    expect(unknownLogin.operations).toEqual(knownLogin.operations);
  });

  it('leaves a security record of an unknown login asking', async () => {
    const records = await securityEventsOf(platform, { username: 'nobody@morphic.example' });
    expect(records).toMatchObject([
      {
        event_type: 'suspicious_activity',
        severity: 'info',
        details: { reason: 'password_reset_for_unknown_account' },
      },
    ]);
  });
});
