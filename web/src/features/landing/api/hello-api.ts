import { PLATFORM_ENDPOINTS, type HelloResponse } from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** The health check behind the System Online/Offline indicator. */
export function fetchHello(signal?: AbortSignal): Promise<HelloResponse> {
  return callEndpoint(PLATFORM_ENDPOINTS.hello, { signal, token: null });
}
