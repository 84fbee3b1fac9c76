import { OutboxResponseSchema, type OutboxResponse } from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The kept mails, read with the signed-in admin's token. */
export function fetchOutbox(signal?: AbortSignal): Promise<OutboxResponse> {
  return apiRequest('/api/dev/outbox', OutboxResponseSchema, { signal });
}
