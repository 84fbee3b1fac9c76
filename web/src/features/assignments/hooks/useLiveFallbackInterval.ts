import { SUBMISSION_POLL_MS } from '@morphic/contracts';
import { useRealtimeStatus } from '../../../lib/realtime/realtime-status-store';

/**
 * The original product polled every 5 s; pushes replace that. The polling comes back only
 * while the socket is not online, as a fallback.
 */
export function useLiveFallbackInterval(): number | false {
  return useRealtimeStatus() === 'online' ? false : SUBMISSION_POLL_MS;
}
