import { PLATFORM_ENDPOINTS, type OutboxResponse } from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export function fetchOutbox(signal?: AbortSignal): Promise<OutboxResponse> {
  return callEndpoint(PLATFORM_ENDPOINTS.devOutbox, { token: null, signal });
}
