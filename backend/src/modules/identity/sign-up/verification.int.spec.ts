import {
  ACCOUNTS_COLLECTION,
  DEFAULT_COHORT_NAME,
  STREAMS,
  type AccountDoc,
} from '@morphic/contracts/server';
import type { EventStore, ReadStore } from '@morphic/stores';
import type { SendVerificationResponse } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { systemContext } from '#infrastructure/commands/command-context';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { EVENT_STORE, READ_STORE } from '#infrastructure/tokens';
import { codeIn, startSmtpInbox, type SmtpInbox } from '../../../testing/smtp-inbox';
import { call, startTestApp, type TestApp } from '../../../testing/test-app';
import { RegisterOperator } from '../operator/commands/register-operator.handler';
import { VerificationCodes } from './verification/verification-codes';

type ErrorBody = { error: string; retry_after_seconds?: number };

describe('email verification codes', () => {
  let platform: TestApp;
  let inbox: SmtpInbox;
  let ipCounter = 0;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    platform = await startTestApp({
      env: {
        SMTP_URL: inbox.url,
        MAIL_FROM: 'Morphic Test <no-reply@morphic.test>',
        RATE_LIMITS: 'send_verification.ip=4/3600,verification_code.account=3/900',
      },
    });
  });
  afterAll(async () => {
    await platform.close({ removeData: true });
    await inbox.close();
  });

  /** Each test calls from its own address, so the per-ip limits of one do not touch another. */
  const freshIp = () => `198.51.100.${++ipCounter}`;
  const freshEmail = () => `op-${randomUUID().slice(0, 8)}@example.com`;
  const send = (email: string, ip: string, headers: Record<string, string> = {}) =>
    call<SendVerificationResponse & ErrorBody>(
      platform.url,
      'POST',
      '/api/auth/send-verification',
      {
        body: { email },
        headers: { 'x-forwarded-for': ip, ...headers },
      },
    );
  const verify = (email: string, code: string, ip: string) =>
    call<{ message: string; position: string } & ErrorBody>(
      platform.url,
      'POST',
      '/api/auth/verify-email',
      { body: { email, code }, headers: { 'x-forwarded-for': ip } },
    );

  /** An operator whose email is not verified yet (as an admin import would create one). */
  const unverifiedOperator = async (email: string) => {
    const app = platform.app;
    const registered = await app.get(CommandBus).execute(
      new RegisterOperator(
        {
          username: `u${randomUUID().slice(0, 8)}`,
          email,
          password: 'Violet-Harbor-Quill-72!',
          fullName: null,
          role: 'operator',
          age: null,
          education: null,
          university: null,
          cohort: DEFAULT_COHORT_NAME,
          emailVerified: false,
        },
        systemContext(),
      ),
    );
    await app.get(ReadYourWrites).settled(registered.position);
    return registered.operatorId;
  };
  const account = (id: string) =>
    platform.app
      .get<ReadStore>(READ_STORE)
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: id });

  it('mails a 6-digit code over SMTP and answers with the expiry, the cooldown and the position', async () => {
    const email = freshEmail();
    const response = await send(email.toUpperCase(), freshIp());

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Verification code sent',
      expires_in_seconds: 900,
      resend_after_seconds: 60,
    });
    expect(response.headers.get('x-event-position')).toBe(response.body.position);
    const mail = await inbox.nextMailTo(email);
    expect(mail.subject).toBe('Your Morphic verification code');
    expect(mail.text).toMatch(
      /^Your Morphic verification code is \d{6}\.\n\nIt expires in 15 minutes/,
    );
    // Only a keyed hash is kept: the code itself is nowhere in the log.
    const recorded = await platform.app
      .get<EventStore>(EVENT_STORE)
      .readStream(STREAMS.verification(email));
    expect(recorded.map((event) => event.type)).toEqual(['VerificationCodeIssued']);
    expect(JSON.stringify(recorded[0]?.data)).not.toContain(codeIn(mail));
  });

  it('refuses a bad address with the message, and sends nothing', async () => {
    const before = inbox.received.length;
    for (const body of [{}, { email: 'not-an-email' }]) {
      const response = await call<ErrorBody>(platform.url, 'POST', '/api/auth/send-verification', {
        body,
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Please enter a valid email address');
    }
    expect(inbox.received.length).toBe(before);
  });

  it('enforces the 60 s resend cooldown on the server with 429 and the seconds left', async () => {
    const email = freshEmail();
    const ip = freshIp();
    expect((await send(email, ip)).status).toBe(200);
    await inbox.nextMailTo(email);

    const again = await send(email, ip);
    expect(again.status).toBe(429);
    expect(again.body.retry_after_seconds).toBeGreaterThan(55);
    expect(again.body.retry_after_seconds).toBeLessThanOrEqual(60);
    expect(again.body.error).toBe(
      `Please wait ${again.body.retry_after_seconds} seconds before requesting a new code`,
    );
    expect(again.headers.get('retry-after')).toBe(String(again.body.retry_after_seconds));
  });

  it('replays a retried send (same Idempotency-Key) without mailing a second code', async () => {
    const email = freshEmail();
    const ip = freshIp();
    const key = randomUUID();
    const first = await send(email, ip, { 'idempotency-key': key });
    const retry = await send(email, ip, { 'idempotency-key': key });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.position).toBe(first.body.position);
    await inbox.nextMailTo(email);
    expect(inbox.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it("answers 'Failed to send verification email' when the mail server refuses, and lets the address ask again at once", async () => {
    const email = freshEmail();
    const ip = freshIp();
    inbox.failNext();
    const failed = await send(email, ip);
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe('Failed to send verification email');
    // The command recorded the code; the mail reactor tried the mail and withdrew it.
    const stream = await platform.app
      .get<EventStore>(EVENT_STORE)
      .readStream(`verification-${email}`);
    expect(stream.map((event) => [event.type, (event.data as { reason?: string }).reason])).toEqual(
      [
        ['VerificationCodeIssued', undefined],
        ['VerificationCodeWithdrawn', 'mail_failed'],
      ],
    );

    expect((await send(email, ip)).status).toBe(200);
    const code = codeIn(await inbox.nextMailTo(email));
    const operatorId = await unverifiedOperator(email);
    expect((await verify(email, code, ip)).status).toBe(200);
    expect((await account(operatorId))?.email_verified).toBe(true);
  });

  it('limits sends per ip address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) expect((await send(freshEmail(), ip)).status).toBe(200);
    const limited = await send(freshEmail(), ip);
    expect(limited.status).toBe(429);
    expect(limited.body.retry_after_seconds).toBeGreaterThan(0);
    expect((await send(freshEmail(), freshIp())).status).toBe(200);
  });

  describe('verify-email', () => {
    it("marks an existing operator's email verified with the mailed code, once", async () => {
      const email = freshEmail();
      const ip = freshIp();
      const operatorId = await unverifiedOperator(email);
      expect((await account(operatorId))?.email_verified).toBe(false);
      await send(email, ip);
      const code = codeIn(await inbox.nextMailTo(email));

      const verified = await verify(email, code, ip);
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({
        success: true,
        message: 'Email verified successfully',
      });
      // Read-your-writes: the read model already has it when the answer arrives.
      expect((await account(operatorId))?.email_verified).toBe(true);

      const reused = await verify(email, code, ip);
      expect(reused.status).toBe(400);
      expect(reused.body.error).toBe('Verification failed: this code has already been used');
    });

    it('refuses a wrong code, a code never sent, and a malformed one', async () => {
      const email = freshEmail();
      const ip = freshIp();
      await unverifiedOperator(email);
      const never = await verify(email, '123456', ip);
      expect(never.status).toBe(400);
      expect(never.body.error).toBe(
        'Verification failed: no code was sent to this email. Request a new code.',
      );
      await send(email, ip);
      const code = codeIn(await inbox.nextMailTo(email));
      const wrong = await verify(email, code === '000000' ? '000001' : '000000', ip);
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe('Verification failed: the code is incorrect');
      for (const malformed of ['12345', '12345a', '1234567']) {
        const response = await verify(email, malformed, ip);
        expect(response.status).toBe(400);
        expect(response.body.error).toBe('Verification code must be 6 digits');
      }
    });

    it('refuses an expired code', async () => {
      const email = freshEmail();
      const ip = freshIp();
      const operatorId = await unverifiedOperator(email);
      // Given: a code issued 16 minutes ago (the log as it would be after the wait).
      const codes = platform.app.get(VerificationCodes);
      const issuedAt = new Date(Date.now() - 16 * 60 * 1000);
      await platform.app.get<EventStore>(EVENT_STORE).append(
        STREAMS.verification(email),
        [
          {
            id: randomUUID(),
            type: 'VerificationCodeIssued',
            data: {
              email,
              code_hash: codes.hash(email, '424242'),
              issued_at: issuedAt.toISOString(),
              expires_at: new Date(issuedAt.getTime() + 15 * 60 * 1000).toISOString(),
            },
            metadata: { ...systemContext(), at: issuedAt.toISOString() },
          },
        ],
        'no_stream',
      );
      const expired = await verify(email, '424242', ip);
      expect(expired.status).toBe(400);
      expect(expired.body.error).toBe(
        'Verification failed: the code has expired. Request a new one.',
      );
      expect((await account(operatorId))?.email_verified).toBe(false);
    });

    it('says so when no account uses the address, without spending the code', async () => {
      const email = freshEmail();
      const ip = freshIp();
      await send(email, ip);
      const code = codeIn(await inbox.nextMailTo(email));
      const response = await verify(email, code, ip);
      expect(response.status).toBe(404);
      expect(response.body.error).toBe('Verification failed: no account uses this email address');
      await unverifiedOperator(email);
      expect((await verify(email, code, ip)).status).toBe(200);
    });

    it('limits attempts per email (3 here), then answers 429 even for the right code', async () => {
      const email = freshEmail();
      await unverifiedOperator(email);
      await send(email, freshIp());
      const code = codeIn(await inbox.nextMailTo(email));
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await verify(email, code === '999999' ? '999998' : '999999', freshIp())).status,
        ).toBe(400);
      }
      const limited = await verify(email, code, freshIp());
      expect(limited.status).toBe(429);
      expect(limited.body.retry_after_seconds).toBeGreaterThan(0);
    });
  });
});
