import type { EventStore, EventToAppend } from '@morphic/stores';
import { eventMix } from './events';
import { elapsedMs } from './stats';

/** What `appendEventMix` wrote, and how long it took. */
export interface LoadedLog {
  readonly events: number;
  readonly seconds: number;
  readonly eventsByType: Record<string, number>;
}

/**
 * Writes `events` events of the bench mix in appends of `batchSize`, each to its own stream
 * (one fsync per append).
 */
export async function appendEventMix(
  store: EventStore,
  events: number,
  batchSize: number,
): Promise<LoadedLog> {
  const started = performance.now();
  const eventsByType: Record<string, number> = {};
  const mix = eventMix();
  for (let written = 0, batchNo = 0; written < events; batchNo += 1) {
    const batch: EventToAppend[] = [];
    while (batch.length < Math.min(batchSize, events - written)) {
      const next = mix.next().value as EventToAppend;
      eventsByType[next.type] = (eventsByType[next.type] ?? 0) + 1;
      batch.push(next);
    }
    await store.append(`benchload-${batchNo}`, batch, 'no_stream');
    written += batch.length;
  }
  return { events, seconds: elapsedMs(started) / 1000, eventsByType };
}
