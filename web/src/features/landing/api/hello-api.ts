import { type HelloResponse, HelloResponseSchema } from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The health check behind the System Online/Offline indicator. */
export function fetchHello(signal?: AbortSignal): Promise<HelloResponse> {
  return apiRequest('/api/hello', HelloResponseSchema, { signal, token: null });
}
