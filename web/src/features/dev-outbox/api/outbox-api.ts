import { PLATFORM_ENDPOINTS, type OutboxResponse } from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** The kept mails, read with the signed-in admin's token. */
export function fetchOutbox(signal?: AbortSignal): Promise<OutboxResponse> {
  return callEndpoint(PLATFORM_ENDPOINTS.devOutbox, { signal });
}
