import {
  WrongExpectedRevisionError,
  type DomainEvent,
  type EventStore,
  type LogPosition,
} from '@morphic/contracts';
import { decodeEvent } from '@morphic/projections';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE } from '../tokens';
import { metadataFor, type CommandContext } from './command-context';
import { fold, type Decider } from './decider';

export interface CommandOutcome<TState, TEvent extends DomainEvent = DomainEvent> {
  readonly events: readonly TEvent[];
  /** Position of the last appended event; null when the command changed nothing. */
  readonly position: LogPosition | null;
  readonly state: TState;
}

const MAX_ATTEMPTS = 5;

/**
 * Runs a command against one aggregate stream: read, fold, decide, append with the expected
 * revision. When another writer got there first, it reads again and decides again.
 */
@Injectable()
export class AggregateRepository {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async load<TState>(
    streamId: string,
    decider: Pick<Decider<TState, unknown>, 'initialState' | 'evolve'>,
  ): Promise<{ state: TState; revision: bigint | null }> {
    const recorded = await this.eventStore.readStream(streamId);
    const last = recorded.at(-1);
    return {
      state: fold(
        decider,
        recorded.map((event) => decodeEvent(event) as DomainEvent),
      ),
      revision: last ? last.revision : null,
    };
  }

  async execute<TState, TCommand, TEvent extends DomainEvent>(
    streamId: string,
    decider: Decider<TState, TCommand, TEvent>,
    command: TCommand,
    context: CommandContext,
  ): Promise<CommandOutcome<TState, TEvent>> {
    for (let attempt = 1; ; attempt += 1) {
      const { state, revision } = await this.load(streamId, decider);
      const events = decider.decide(command, state);
      if (events.length === 0) return { events, position: null, state };
      const metadata = metadataFor(context);
      try {
        const result = await this.eventStore.append(
          streamId,
          events.map((event) => ({
            id: randomUUID(),
            type: event.type,
            data: event.data,
            metadata,
          })),
          revision === null ? 'no_stream' : revision,
        );
        return {
          events,
          position: result.position,
          state: fold({ initialState: state, evolve: decider.evolve }, events),
        };
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }
}
