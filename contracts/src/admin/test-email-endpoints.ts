import { z } from 'zod';
import { defineEndpoint } from '../http/define-endpoint';
import { TEST_EMAIL_TEXTS } from '../spec/system-data-texts';

export const TestEmailRequestSchema = z.object({
  email: z
    .string({ error: TEST_EMAIL_TEXTS.invalidEmail })
    .trim()
    .pipe(z.email({ error: TEST_EMAIL_TEXTS.invalidEmail })),
});
export type TestEmailRequest = z.infer<typeof TestEmailRequestSchema>;

export const TestEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type TestEmailResponse = z.infer<typeof TestEmailResponseSchema>;

/** The settings tab's test email, sent over the platform's own mail path. */
export const TEST_EMAIL_ENDPOINTS = {
  sendTestEmail: defineEndpoint({
    method: 'POST',
    path: '/api/admin/test-email',
    kind: 'action',
    access: 'admin',
    summary: 'Send a test email over the mail path (SMTP, or the dev outbox without SMTP_URL)',
    request: { body: TestEmailRequestSchema },
    response: TestEmailResponseSchema,
  }),
} as const;
