import type { EventStore, EventToAppend, StreamAppend } from '@morphic/stores';

/**
 * Where the fault-injection tests kill the server (CRASH_AT): `before:<EventType>` just before
 * the first append holding an event of that type is written, `after:<EventType>` just after it
 * is durable and before anything else (answer, projection, reactor) sees it.
 */
export interface CrashPoint {
  readonly when: 'before' | 'after';
  readonly eventType: string;
}

const CRASH_POINT = /^(before|after):([A-Za-z]+)$/;

export function parseCrashPoint(text: string): CrashPoint | null {
  const match = CRASH_POINT.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { when: match[1] as CrashPoint['when'], eventType: match[2] };
}

/** SIGKILL, like the OOM killer or a pulled plug: no shutdown hook, no flush, no answer. */
const die = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable: this process was killed');
};

/** The store, except that it kills this process at `point`. */
export function withCrashPoint(store: EventStore, point: CrashPoint): EventStore {
  const holds = (events: readonly EventToAppend[]) =>
    events.some((event) => event.type === point.eventType);
  const crashing = async <T>(hit: boolean, write: () => Promise<T>): Promise<T> => {
    if (hit && point.when === 'before') die();
    const result = await write();
    if (hit && point.when === 'after') die();
    return result;
  };
  return {
    append: (streamId, events, expected) =>
      crashing(holds(events), () => store.append(streamId, events, expected)),
    appendToStreams: (writes: readonly StreamAppend[]) =>
      crashing(
        writes.some((write) => holds(write.events)),
        () => store.appendToStreams(writes),
      ),
    readStream: (streamId, options) => store.readStream(streamId, options),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
}
