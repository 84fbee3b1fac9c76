import type { ReactorStatus } from '@morphic/contracts';
import type { ConsumerStatus } from '@morphic/projections';
import { formatPosition, type LogPosition } from '@morphic/stores';

/** Head minus position: events on the embedded store, log bytes on KurrentDB; null before any. */
export function lagBehind(head: LogPosition | null, position: LogPosition | null): number | null {
  if (!head) return 0;
  return position ? Math.max(Number(head.commit - position.commit), 0) : null;
}

/** A reactor's status as the HTTP answers show it: its position as text and its lag. */
export function reactorStatusAt(head: LogPosition | null, reactor: ConsumerStatus): ReactorStatus {
  return {
    name: reactor.name,
    position: reactor.position ? formatPosition(reactor.position) : null,
    lag: lagBehind(head, reactor.position),
    state: reactor.state,
    error: reactor.error,
  };
}
