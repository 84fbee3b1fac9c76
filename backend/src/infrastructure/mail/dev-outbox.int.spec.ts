import type { OutboxResponse } from '@morphic/contracts';
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../testing/test-app';

describe('development outbox', () => {
  describe('without SMTP_URL, outside production', () => {
    let platform: TestApp;
    let admin = '';

    beforeAll(async () => {
      platform = await startTestApp();
      admin = await platform.login('admin', DEMO_PASSWORDS.admin);
    });
    afterAll(() => platform.close({ removeData: true }));

    it('keeps the mails the app sends and lists them newest first, to an admin', async () => {
      const first = `first.${randomUUID().slice(0, 6)}@example.com`;
      const second = `second.${randomUUID().slice(0, 6)}@example.com`;
      for (const email of [first, second]) {
        const sent = await call(platform.url, 'POST', '/api/auth/send-verification', {
          body: { email },
        });
        expect(sent.status).toBe(200);
      }

      const outbox = await call<OutboxResponse>(platform.url, 'GET', '/api/dev/outbox', {
        token: admin,
      });
      expect(outbox.status).toBe(200);
      expect(outbox.body.mails.map((mail) => mail.to)).toEqual([second, first]);
      expect(outbox.body.mails[0]).toMatchObject({
        subject: 'Your Morphic verification code',
        text: expect.stringMatching(/Your Morphic verification code is \d{6}\./),
        sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    it('lets a founder read it too', async () => {
      const founder = await platform.login('founder', DEMO_PASSWORDS.founder);
      const outbox = await call(platform.url, 'GET', '/api/dev/outbox', { token: founder });
      expect(outbox.status).toBe(200);
    });

    it('shows nobody else the mails (reset links, codes), nor the read models', async () => {
      const operator = await platform.login('ada', DEMO_PASSWORDS.operator);
      for (const path of ['/api/dev/outbox', '/api/dev/read-models']) {
        const anonymous = await call(platform.url, 'GET', path);
        expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
        expect(JSON.stringify(anonymous.body)).not.toContain('mails');
        const signedIn = await call(platform.url, 'GET', path, { token: operator });
        expect({ path, status: signedIn.status }).toEqual({ path, status: 403 });
      }
    });
  });

  describe('in production', () => {
    let platform: TestApp;

    beforeAll(async () => {
      platform = await startTestApp({
        env: {
          NODE_ENV: 'production',
          JWT_SECRET: 'p'.repeat(48),
          SECRETS_KEY: 's'.repeat(48),
          SEED_DEMO: 'false',
        },
      });
    });
    afterAll(() => platform.close({ removeData: true }));

    it('has no outbox endpoint at all, nor the read-model snapshot of the other dev tools', async () => {
      expect((await call(platform.url, 'GET', '/api/dev/outbox')).status).toBe(404);
      expect((await call(platform.url, 'GET', '/api/dev/read-models')).status).toBe(404);
    });
  });
});
