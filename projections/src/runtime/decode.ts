import { DomainEventSchema, type RecordedEvent } from '@morphic/contracts';
import type { ProjectedEvent } from './projection';

/** Checks a stored event against the catalogue; a malformed event must stop a projection, not be skipped. */
export function decodeEvent(recorded: RecordedEvent): ProjectedEvent {
  const parsed = DomainEventSchema.safeParse({ type: recorded.type, data: recorded.data });
  if (!parsed.success) {
    throw new Error(
      `Event ${recorded.id} (${recorded.type}) does not match the catalogue: ${parsed.error.message}`,
    );
  }
  return { ...recorded, ...parsed.data } as ProjectedEvent;
}
