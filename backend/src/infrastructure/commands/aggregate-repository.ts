import { WrongExpectedRevisionError, type EventStore, type LogPosition } from '@morphic/stores';
import { type DomainEvent, decodeEvent } from '@morphic/contracts/server';

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
const CACHED_STREAMS_PER_FOLD = 5000;

interface Folded {
  readonly state: unknown;
  readonly revision: bigint;
}

type CachePolicy = Pick<Decider<unknown, unknown>, 'evolve' | 'cacheFoldedState'>;

/**
 * Runs a command against one aggregate stream: read, fold, decide, append with the expected
 * revision. When another writer got there first, it reads again and decides again.
 *
 * Folded states are kept per fold (`evolve`) and stream, unless the decider opts out, so a
 * command reads only the events appended since, and deciders that share an `evolve` on one
 * stream share its folded state. The expected-revision check on append keeps a stale cache
 * from ever writing.
 */
@Injectable()
export class AggregateRepository {
  private readonly folded = new WeakMap<object, Map<string, Folded>>();

  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async load<TState>(
    streamId: string,
    decider: Pick<Decider<TState, unknown>, 'initialState' | 'evolve' | 'cacheFoldedState'>,
  ): Promise<{ state: TState; revision: bigint | null }> {
    const cached = this.cacheOf(decider)?.get(streamId);
    const recorded = await this.eventStore.readStream(
      streamId,
      cached ? { fromRevision: cached.revision + 1n } : {},
    );
    const last = recorded.at(-1);
    const state = recorded
      .map((event) => decodeEvent(event) as DomainEvent)
      .reduce(decider.evolve, cached ? (cached.state as TState) : decider.initialState);
    const revision = last ? last.revision : (cached?.revision ?? null);
    if (revision !== null) this.remember(decider, streamId, { state, revision });
    return { state, revision };
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
        const next = fold({ initialState: state, evolve: decider.evolve }, events);
        this.remember(decider, streamId, { state: next, revision: result.nextRevision });
        return { events, position: result.position, state: next };
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  private cacheOf(decider: CachePolicy): Map<string, Folded> | null {
    if (decider.cacheFoldedState === false) return null;
    let streams = this.folded.get(decider.evolve);
    if (!streams) {
      streams = new Map();
      this.folded.set(decider.evolve, streams);
    }
    return streams;
  }

  private remember(decider: CachePolicy, streamId: string, folded: Folded): void {
    const streams = this.cacheOf(decider);
    if (!streams) return;
    streams.delete(streamId);
    streams.set(streamId, folded);
    if (streams.size > CACHED_STREAMS_PER_FOLD) {
      const oldest = streams.keys().next().value;
      if (oldest !== undefined) streams.delete(oldest);
    }
  }
}
