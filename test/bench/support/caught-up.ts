import type { ReadyResponse } from '@morphic/contracts';
import { request } from './http';

const POLL_MS = 100;

/**
 * Resolves once the server's read models include every event of its log (`/api/ready`:
 * projections at the head); the milliseconds that took.
 */
export async function waitUntilCaughtUp(url: string, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { body } = await request<ReadyResponse>(url, 'GET', '/api/ready');
    if (body.ready && body.projections.position === body.event_store.head) {
      return performance.now() - started;
    }
    if (performance.now() - started > timeoutMs) {
      throw new Error(`The read models did not catch up within ${timeoutMs} ms`);
    }
    await new Promise((wait) => setTimeout(wait, POLL_MS));
  }
}
