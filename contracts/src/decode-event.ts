import { DomainEventSchema, type DomainEvent, type EventOfType, type EventType } from './events';

/** What a stored event carries whatever the store: its id, catalogue type and raw data. */
export interface StoredEventShape {
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
}

/** A stored event checked against the catalogue: its `type`/`data` typed, the rest as stored. */
export type DecodedEvent<R extends StoredEventShape, T extends EventType = EventType> = Omit<
  R,
  'type' | 'data'
> &
  EventOfType<T>;

/** Checks a stored event against the catalogue; a malformed event must stop its reader, not be skipped. */
export function decodeEvent<R extends StoredEventShape>(recorded: R): DecodedEvent<R> {
  const parsed = DomainEventSchema.safeParse({ type: recorded.type, data: recorded.data });
  if (!parsed.success) {
    throw new Error(
      `Event ${recorded.id} (${recorded.type}) does not match the catalogue: ${parsed.error.message}`,
    );
  }
  return { ...recorded, ...(parsed.data as DomainEvent) } as DecodedEvent<R>;
}
