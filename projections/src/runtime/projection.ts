import type { DomainEvent, EventOfType, EventType } from '@morphic/contracts/server';
import type { ReadStore, RecordedEvent } from '@morphic/stores';
import type { RealtimeMessageName, RealtimePayload } from '@morphic/contracts';

/** A decoded event from the log: the catalogue's `type`/`data` plus where it sits. */
export type ProjectedEvent<T extends EventType = EventType> = EventOfType<T> &
  Omit<RecordedEvent, 'type' | 'data'>;

export type ApplyHandler<T extends EventType> = (
  event: ProjectedEvent<T>,
  store: ReadStore,
) => Promise<void>;

/** One realtime message to send once the read models include the event. */
export interface Push<N extends RealtimeMessageName = RealtimeMessageName> {
  readonly rooms: readonly string[];
  readonly message: N;
  readonly data: RealtimePayload<N>;
}

export type PushHandler<T extends EventType> = (
  event: ProjectedEvent<T>,
  store: ReadStore,
) => Promise<readonly Push[]>;

export type ApplyHandlers = { readonly [T in EventType]?: ApplyHandler<T> };
export type PushHandlers = { readonly [T in EventType]?: PushHandler<T> };

export interface ProjectionDefinition {
  /** Stable name; together with `version` it names the checkpoint. */
  readonly name: string;
  /** Bump when the read model's shape or meaning changes: the projection rebuilds on start. */
  readonly version: number;
  /** Collections this projection owns; dropped before it rebuilds. */
  readonly collections: readonly string[];
  /** Applies one event. Must be idempotent: applying the same event twice changes nothing. */
  readonly apply: ApplyHandlers;
  /** Realtime messages derived from the read model after the event is applied. */
  readonly pushes?: PushHandlers;
  /** Creates indexes; runs before the first event is applied. */
  readonly setup?: (store: ReadStore) => Promise<void>;
}

export interface Projection extends ProjectionDefinition {
  readonly handles: ReadonlySet<EventType>;
}

export function defineProjection(definition: ProjectionDefinition): Projection {
  return { ...definition, handles: new Set(Object.keys(definition.apply) as EventType[]) };
}

/** Calls the projection's handler for the event, if it has one. */
export async function applyEvent(
  projection: Projection,
  event: ProjectedEvent,
  store: ReadStore,
): Promise<void> {
  const handler = projection.apply[event.type] as ApplyHandler<typeof event.type> | undefined;
  if (handler) await handler(event, store);
}

export async function pushesFor(
  projection: Projection,
  event: ProjectedEvent,
  store: ReadStore,
): Promise<readonly Push[]> {
  const handler = projection.pushes?.[event.type] as PushHandler<typeof event.type> | undefined;
  return handler ? handler(event, store) : [];
}

export type { DomainEvent };
