import { OutboxResponseSchema, type OutboxResponse } from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

export function fetchOutbox(signal?: AbortSignal): Promise<OutboxResponse> {
  return apiRequest('/api/dev/outbox', OutboxResponseSchema, { token: null, signal });
}
