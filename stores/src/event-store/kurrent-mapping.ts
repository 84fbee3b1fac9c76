import {
  ANY,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type CurrentStreamState,
  type EventData,
  type JSONType,
  NO_STREAM,
  type ResolvedEvent,
  STREAM_EXISTS,
} from '@kurrent/kurrentdb-client';
import type { EventMetadata } from '@morphic/contracts';
import type { EventToAppend, ExpectedRevision, RecordedEvent } from './event-store.port';

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return expected;
  }
}

/** The server reports a missing (or deleted) stream as `no_stream` or a negative revision. */
export function toActualRevision(state: CurrentStreamState): bigint | 'no_stream' {
  return state === 'no_stream' || state < 0n ? 'no_stream' : state;
}

export function toEventData(event: EventToAppend): EventData {
  return {
    id: event.id,
    contentType: 'application/json',
    type: event.type,
    data: toJsonData(event),
    metadata: event.metadata,
  };
}

function toJsonData(event: EventToAppend): JSONType {
  const { data } = event;
  if (typeof data !== 'string' && (typeof data !== 'object' || data === null)) {
    throw new TypeError(
      `Event ${event.id} (${event.type}): KurrentDB JSON data must be an object, array or string`,
    );
  }
  // The client serialises inside a promise executor where a throw is lost and the append never
  // settles (batchAppend in 1.3): fail here, before anything is sent, instead.
  try {
    JSON.stringify(data);
  } catch (error) {
    throw new TypeError(`Event ${event.id} (${event.type}): data is not JSON-serialisable`, {
      cause: error,
    });
  }
  return data as JSONType;
}

/**
 * For `multiStreamAppend`, whose records take metadata as string properties only: null values
 * are left out, and `fromResolvedEvent` reads them back as null.
 */
export function toMultiAppendEventData(event: EventToAppend): EventData {
  const properties = Object.fromEntries(
    Object.entries(event.metadata).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  return { ...toEventData(event), metadata: properties };
}

const NULLABLE_METADATA = [
  'actorId',
  'impersonatorId',
  'causationId',
  'ip',
  'userAgent',
] as const satisfies readonly (keyof EventMetadata)[];

/** Metadata as written by either append: left-out nullable fields are null. */
function toMetadata(raw: unknown): EventMetadata {
  const metadata = { ...(raw as Record<string, unknown>) };
  for (const key of NULLABLE_METADATA) metadata[key] ??= null;
  return metadata as EventMetadata;
}

/** Null for a resolved event without a record (an unresolved link). */
export function fromResolvedEvent(
  resolved: ResolvedEvent | AllStreamResolvedEvent,
): RecordedEvent | null {
  const event = resolved.event;
  if (event === undefined) return null;
  if (event.position === undefined) {
    throw new Error(
      `KurrentDB returned event ${event.id} without its $all position (the server must be 22.6 or later)`,
    );
  }
  return {
    id: event.id,
    type: event.type,
    streamId: event.streamId,
    revision: event.revision,
    position: { commit: event.position.commit, prepare: event.position.prepare },
    data: event.data,
    metadata: toMetadata(event.metadata),
    recordedAt: event.created,
  };
}

/** Server-side filters already drop these; this guards reads that cannot be filtered. */
export function isSystemEvent(event: RecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}
