import type { EventOfType, EventType } from '@morphic/contracts/server';
import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import { systemContext } from '#infrastructure/commands/command-context';
import type { Reactor, ReactorEvent } from '#infrastructure/reactors/reactor';

/** An event as the log would hand it to a reactor, for driving a reactor by hand. */
export function reactorEvent<T extends EventType>(
  type: T,
  data: EventOfType<T>['data'],
  streamId: string,
): ReactorEvent<T> {
  return {
    id: randomUUID(),
    type,
    data,
    streamId,
    revision: 0n,
    position: { commit: 0n, prepare: 0n },
    recordedAt: new Date(),
    metadata: { ...systemContext(), at: new Date().toISOString() },
  } as ReactorEvent<T>;
}

/**
 * Runs a reactor on an event the way the runtime does (event ids follow from the cause), but
 * without its checkpoint: what the reactor itself guarantees when it handles an event again.
 */
export function reactTo<T extends EventType>(
  app: INestApplication,
  reactor: Reactor<T>,
  event: ReactorEvent<T>,
) {
  return app.get(AggregateRepository).decide(
    systemContext(),
    async (streams) => {
      await reactor.react(event, streams);
      return {};
    },
    { eventIdsFrom: `reactor:${reactor.name}:${event.id}` },
  );
}
