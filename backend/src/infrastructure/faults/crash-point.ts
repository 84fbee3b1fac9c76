import type { EventStore, EventToAppend, StreamAppend } from '@morphic/stores';
import { readFileSync } from 'node:fs';

/**
 * Where the fault-injection tests kill the server (CRASH_AT): `before:<EventType>` just before
 * the first append holding an event of that type is written, `after:<EventType>` just after it
 * is durable and before anything else (answer, projection, reactor) sees it.
 */
export interface CrashPoint {
  readonly when: 'before' | 'after';
  readonly eventType: string;
}

/**
 * CRASH_AT: a crash point, or `file:<path>`, a file the test writes a crash point into (or
 * empties) while the server runs, read at each append: one server can then die at a point chosen
 * after it started, and a restarted one can serve as the next test's dying server. Or
 * `batch-write:<n>`: the n-th read-model write made while a batch of projection writes is open.
 */
export type CrashAt = CrashPoint | { readonly file: string } | { readonly batchWrite: number };

const CRASH_POINT = /^(before|after):([A-Za-z]+)$/;
const CRASH_POINT_FILE = /^file:(.+)$/;
const CRASH_AT_BATCH_WRITE = /^batch-write:([1-9][0-9]*)$/;

function parseCrashPoint(text: string): CrashPoint | null {
  const match = CRASH_POINT.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { when: match[1] as CrashPoint['when'], eventType: match[2] };
}

export function parseCrashAt(text: string): CrashAt | null {
  const file = CRASH_POINT_FILE.exec(text)?.[1];
  if (file) return { file };
  const batchWrite = CRASH_AT_BATCH_WRITE.exec(text)?.[1];
  return batchWrite ? { batchWrite: Number(batchWrite) } : parseCrashPoint(text);
}

/** The point in the file now: none while it is missing or empty. */
function pointInFile(path: string): CrashPoint | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!text) return null;
  const point = parseCrashPoint(text);
  if (!point)
    throw new Error(`${path} holds "${text}", not before:<EventType> or after:<EventType>`);
  return point;
}

/** SIGKILL, like the OOM killer or a pulled plug: no shutdown hook, no flush, no answer. */
export const die = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable: this process was killed');
};

/** The store, except that it kills this process at the append crash point `crashAt` names. */
export function withCrashPoint(
  store: EventStore,
  crashAt: CrashPoint | { readonly file: string },
): EventStore {
  const pointNow = () => ('file' in crashAt ? pointInFile(crashAt.file) : crashAt);
  const crashing = async <T>(
    events: readonly EventToAppend[],
    write: () => Promise<T>,
  ): Promise<T> => {
    const point = pointNow();
    const hit = point !== null && events.some((event) => event.type === point.eventType);
    if (hit && point.when === 'before') die();
    const result = await write();
    if (hit && point.when === 'after') die();
    return result;
  };
  return {
    append: (streamId, events, expected) =>
      crashing(events, () => store.append(streamId, events, expected)),
    appendToStreams: (writes: readonly StreamAppend[]) =>
      crashing(
        writes.flatMap((write) => write.events),
        () => store.appendToStreams(writes),
      ),
    readStream: (streamId, options) => store.readStream(streamId, options),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
}
