import type { DomainEvent } from '@morphic/contracts/server';
import {
  WrongExpectedRevisionError,
  type ExpectedRevision,
  type StreamAppend,
} from '@morphic/stores';
import type { EventMetadata } from '@morphic/contracts';
import { fold, type Decider } from './decider';

/** How a stream's events fold into a state: a decider's `initialState` and `evolve`. */
export type Fold<TState> = Pick<
  Decider<TState, unknown>,
  'initialState' | 'evolve' | 'cacheFoldedState'
>;

/** A stream as the decision read it: its folded state and revision (null: no stream yet). */
export interface ReadStream<TState> {
  readonly state: TState;
  readonly revision: bigint | null;
}

export type StreamReader = <TState>(
  streamId: string,
  fold: Fold<TState>,
) => Promise<ReadStream<TState>>;

interface StreamInDecision {
  /** The revision read, which the append expects; unset when the stream was only appended to. */
  readonly read: { readonly revision: bigint | null } | null;
  readonly expected: ExpectedRevision | null;
  /** The state of each fold as read, before this decision's own events. */
  readonly folded: Map<Fold<unknown>['evolve'], { fold: Fold<unknown>; state: unknown }>;
  readonly pending: DomainEvent[];
}

/** A stream the decision appends to, with every fold it was read with, for the fold cache. */
export interface DecidedStream {
  readonly streamId: string;
  readonly events: readonly DomainEvent[];
  readonly folds: readonly { readonly fold: Fold<unknown>; readonly state: unknown }[];
}

/**
 * One command's view of the streams it decides over. It reads streams (each read remembers the
 * revision the append will expect), collects the events to append, and at the end becomes ONE
 * atomic multi-stream append. Reading a stream again after appending to it shows the state
 * with this decision's events, so steps of one command can build on each other.
 */
export class Decision {
  private readonly streams = new Map<string, StreamInDecision>();

  constructor(private readonly readStream: StreamReader) {}

  /** The stream's state as the decision sees it (with the events it has decided so far). */
  async read<TState>(streamId: string, how: Fold<TState>): Promise<TState> {
    const entry = await this.entryFor(streamId, how);
    const folded = entry.folded.get(how.evolve) as { state: TState };
    return fold({ initialState: folded.state, evolve: how.evolve }, entry.pending);
  }

  /**
   * The ids, each once and in order, whose stream (`streamOf(id)`, read as `how`) is in a state
   * that `keep` accepts: which of a listed set still stand, read from their own streams.
   */
  async idsWhere<TState>(
    ids: Iterable<string>,
    streamOf: (id: string) => string,
    how: Fold<TState>,
    keep: (state: TState) => boolean,
  ): Promise<string[]> {
    const kept: string[] = [];
    for (const id of new Set(ids)) {
      if (keep(await this.read(streamOf(id), how))) kept.push(id);
    }
    return kept;
  }

  /** Whether the stream has any event, as read (this decision's own events not counted). */
  async exists(streamId: string, how: Fold<unknown>): Promise<boolean> {
    return (await this.entryFor(streamId, how)).read?.revision !== null;
  }

  /**
   * Queues events for a stream. A stream read first is appended at the revision read; one never
   * read needs the revision the writer expects (`no_stream` for a new one).
   */
  append(streamId: string, events: readonly DomainEvent[], expected?: ExpectedRevision): void {
    if (events.length === 0) return;
    let entry = this.streams.get(streamId);
    if (!entry) {
      if (expected === undefined) {
        throw new Error(`Read stream ${streamId} before appending to it, or say what it expects`);
      }
      entry = { read: null, expected, folded: new Map(), pending: [] };
      this.streams.set(streamId, entry);
    }
    entry.pending.push(...events);
  }

  /** Folds the stream, asks the decider, and queues its events; returns the state after them. */
  async decide<TState, TCommand, TEvent extends DomainEvent>(
    streamId: string,
    decider: Decider<TState, TCommand, TEvent>,
    command: TCommand,
  ): Promise<{ events: TEvent[]; state: TState }> {
    const state = await this.read(streamId, decider);
    const events = decider.decide(command, state);
    this.append(streamId, events);
    return { events, state: fold({ initialState: state, evolve: decider.evolve }, events) };
  }

  get hasEvents(): boolean {
    return [...this.streams.values()].some((entry) => entry.pending.length > 0);
  }

  /** The streams with events to append, in the order they were first touched. */
  decided(): DecidedStream[] {
    return [...this.streams.entries()]
      .filter(([, entry]) => entry.pending.length > 0)
      .map(([streamId, entry]) => ({
        streamId,
        events: entry.pending,
        folds: [...entry.folded.values()],
      }));
  }

  /** The decision as one multi-stream append; `eventId` names each event. */
  toAppends(
    metadata: EventMetadata,
    eventId: (streamId: string, index: number) => string,
  ): StreamAppend[] {
    return this.decided().map(({ streamId, events }) => {
      const entry = this.streams.get(streamId);
      return {
        streamId,
        expected: entry?.read ? (entry.read.revision ?? 'no_stream') : (entry?.expected ?? 'any'),
        events: events.map((event, index) => ({
          id: eventId(streamId, index),
          type: event.type,
          data: event.data,
          metadata,
        })),
      };
    });
  }

  private async entryFor(streamId: string, how: Fold<unknown>): Promise<StreamInDecision> {
    let entry = this.streams.get(streamId);
    if (entry?.folded.has(how.evolve)) return entry;
    if (entry && !entry.read && entry.pending.length > 0) {
      throw new Error(`Stream ${streamId} was appended to before it was read`);
    }
    const loaded = await this.readStream(streamId, how);
    if (entry?.read && entry.read.revision !== loaded.revision) {
      // Read again with another fold after another writer appended: decide again from the start.
      throw new WrongExpectedRevisionError(
        streamId,
        entry.read.revision ?? 'no_stream',
        loaded.revision ?? 'no_stream',
      );
    }
    entry ??= {
      read: { revision: loaded.revision },
      expected: null,
      folded: new Map(),
      pending: [],
    };
    entry.folded.set(how.evolve, { fold: how, state: loaded.state });
    this.streams.set(streamId, entry);
    return entry;
  }
}
