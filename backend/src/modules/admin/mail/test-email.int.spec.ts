import { TEST_EMAIL_TEXTS, type OutboxResponse } from '@morphic/contracts';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';

describe('POST /api/admin/test-email', () => {
  describe('over the dev outbox', () => {
    let platform: TestApp;
    let adminToken: string;

    beforeAll(async () => {
      platform = await startTestApp();
      adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
    });
    afterAll(() => platform.close({ removeData: true }));

    it('sends the test email through the mail path, where the dev outbox shows it', async () => {
      const response = await call(platform.url, 'POST', '/api/admin/test-email', {
        token: adminToken,
        body: { email: ' check@example.com ' },
      });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        message: TEST_EMAIL_TEXTS.sent('check@example.com'),
      });
      const outbox = await call<OutboxResponse>(platform.url, 'GET', '/api/dev/outbox', {
        token: adminToken,
      });
      expect(outbox.body.mails[0]).toMatchObject({
        to: 'check@example.com',
        subject: TEST_EMAIL_TEXTS.subject,
        text: expect.stringContaining('Sent by admin.'),
      });
    });

    it('refuses an address that is not one, sending nothing', async () => {
      const before = await call<OutboxResponse>(platform.url, 'GET', '/api/dev/outbox', {
        token: adminToken,
      });
      const response = await call<{ error: string }>(
        platform.url,
        'POST',
        '/api/admin/test-email',
        {
          token: adminToken,
          body: { email: 'not-an-address' },
        },
      );

      expect(response.status).toBe(400);
      expect(response.body.error).toBe(TEST_EMAIL_TEXTS.invalidEmail);
      const after = await call<OutboxResponse>(platform.url, 'GET', '/api/dev/outbox', {
        token: adminToken,
      });
      expect(after.body.mails).toHaveLength(before.body.mails.length);
    });

    it('is for admins only', async () => {
      const operatorToken = await platform.login('ada', DEMO_PASSWORDS.operator);
      const asOperator = await call(platform.url, 'POST', '/api/admin/test-email', {
        token: operatorToken,
        body: { email: 'check@example.com' },
      });
      expect(asOperator.status).toBe(403);
    });
  });

  describe('when the SMTP server cannot be reached', () => {
    let platform: TestApp;

    beforeAll(async () => {
      platform = await startTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    });
    afterAll(() => platform.close({ removeData: true }));

    it('answers "Failed to send test email"', async () => {
      const adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
      const response = await call<{ error: string }>(
        platform.url,
        'POST',
        '/api/admin/test-email',
        {
          token: adminToken,
          body: { email: 'check@example.com' },
        },
      );

      expect(response.status).toBe(502);
      expect(response.body.error).toBe(TEST_EMAIL_TEXTS.failed);
    });
  });
});
