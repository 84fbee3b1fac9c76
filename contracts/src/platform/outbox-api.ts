import { z } from 'zod';

/** A mail kept by the development outbox (`GET /api/dev/outbox`, never in production). */
export const OutboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sent_at: z.iso.datetime(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxResponseSchema = z.object({ mails: z.array(OutboxMailSchema) });
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>;
