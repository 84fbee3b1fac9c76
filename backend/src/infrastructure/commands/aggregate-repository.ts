import { decodeEvent, type DomainEvent } from '@morphic/contracts/server';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
} from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { uuidFromKey } from '../ids/uuid-from-key';
import { EVENT_STORE } from '../tokens';
import { metadataFor, type CommandContext, type IdempotencyScope } from './command-context';
import { OneAtATime } from './one-at-a-time';
import { fold, type Decider } from './decider';
import { Decision, type DecidedStream, type Fold, type ReadStream } from './decision';

export interface CommandOutcome<TState, TEvent extends DomainEvent = DomainEvent> {
  readonly events: readonly TEvent[];
  /** Position of the last appended event; null when the command changed nothing. */
  readonly position: LogPosition | null;
  readonly state: TState;
}

/** What a decision returns, plus where its append landed (null: it appended nothing). */
export type Decided<TOutcome extends object> = TOutcome & { readonly position: LogPosition | null };

export interface DecideOptions {
  /**
   * Names the appended events after this key instead of at random (a reactor: its name and the
   * cause), so running the same step again names the same events and the store writes nothing.
   */
  readonly eventIdsFrom?: string;
}

/**
 * Decisions that append to a shared stream (the list of an account's sessions, of a company's
 * missions) race each other in a burst, and each round only one of the racers wins. A decision
 * that lost on a stream decides again in that stream's queue, one loser at a time, so a burst of
 * fifty settles instead of colliding until the attempts run out.
 */
const MAX_ATTEMPTS = 5;
/** A decision is short (reads and one append): a loser waits no longer for the one before. */
const LOSER_MAX_WAIT_MS = 1_000;
const CACHED_STREAMS_PER_FOLD = 5000;

interface Folded {
  readonly state: unknown;
  readonly revision: bigint;
}

type CachePolicy = Pick<Decider<unknown, unknown>, 'evolve' | 'cacheFoldedState'>;

/**
 * Runs commands: a decision reads the streams it needs, decides, and everything it decided is
 * appended in ONE atomic multi-stream append with each stream's expected revision. When another
 * writer got there first, the whole decision runs again on fresh states.
 *
 * A command sent with an Idempotency-Key records its outcome in that same append, so a retry,
 * even after a crash between the append and the answer, replays the outcome and decides nothing.
 *
 * Folded states are kept per fold (`evolve`) and stream, unless the decider opts out, so a
 * command reads only the events appended since; the expected revision keeps a stale cache from
 * ever writing.
 */
@Injectable()
export class AggregateRepository {
  private readonly folded = new WeakMap<object, Map<string, Folded>>();
  /** The decisions deciding again after losing a race, queued per stream they lost on. */
  private readonly losers = new OneAtATime(LOSER_MAX_WAIT_MS);

  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async load<TState>(streamId: string, decider: Fold<TState>): Promise<ReadStream<TState>> {
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

  /**
   * Runs `decision` and appends what it decided atomically. Its return value is the command's
   * outcome: plain data (ids, flags), recorded under an Idempotency-Key and replayed from there.
   */
  async decide<TOutcome extends object>(
    context: CommandContext,
    decision: (streams: Decision) => Promise<TOutcome> | TOutcome,
    options: DecideOptions = {},
  ): Promise<Decided<TOutcome>> {
    let contended: string | null = null;
    for (let attempt = 1; ; attempt += 1) {
      const once = () => this.attempt(context, decision, options);
      try {
        return await (contended === null ? once() : this.losers.run(contended, once));
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
        contended = error.streamId;
      }
    }
  }

  /** Decides once and appends; a stream appended to meanwhile fails the append. */
  private async attempt<TOutcome extends object>(
    context: CommandContext,
    decision: (streams: Decision) => Promise<TOutcome> | TOutcome,
    options: DecideOptions,
  ): Promise<Decided<TOutcome>> {
    const scope = context.idempotency?.settled === false ? context.idempotency : null;
    const replayed = scope ? await this.replay<TOutcome>(scope) : null;
    if (replayed) return replayed;

    const streams = new Decision((streamId, how) => this.load(streamId, how));
    const outcome = await decision(streams);
    if (scope) {
      streams.append(
        scope.streamId,
        [{ type: 'CommandOutcomeRecorded', data: { outcome: recordable(outcome) } }],
        'no_stream',
      );
    }
    if (!streams.hasEvents) return { ...outcome, position: null };
    const eventId = options.eventIdsFrom
      ? (streamId: string, index: number) =>
          uuidFromKey(`${options.eventIdsFrom ?? ''}/${streamId}/${String(index)}`)
      : () => randomUUID();
    const result = await this.eventStore.appendToStreams(
      streams.toAppends(metadataFor(context), eventId),
    );
    this.rememberDecided(streams.decided(), result.nextRevisions);
    if (scope) scope.settled = true;
    return { ...outcome, position: result.position };
  }

  /** One command on one stream: fold, decide, append. */
  async execute<TState, TCommand, TEvent extends DomainEvent>(
    streamId: string,
    decider: Decider<TState, TCommand, TEvent>,
    command: TCommand,
    context: CommandContext,
  ): Promise<CommandOutcome<TState, TEvent>> {
    let decided: { events: TEvent[]; state: TState } | null = null;
    const { position } = await this.decide(context, async (streams) => {
      decided = await streams.decide(streamId, decider, command);
      return {};
    });
    if (decided) return { ...(decided as { events: TEvent[]; state: TState }), position };
    // Replayed under its Idempotency-Key: nothing was decided now; the state is as it is.
    return { events: [], state: (await this.load(streamId, decider)).state, position };
  }

  private async replay<TOutcome extends object>(
    scope: IdempotencyScope,
  ): Promise<Decided<TOutcome> | null> {
    const record =
      scope.recorded !== undefined
        ? scope.recorded
        : (await this.eventStore.readStream(scope.streamId, { maxCount: 1 }))[0];
    scope.recorded = undefined;
    if (!record) return null;
    scope.settled = true;
    scope.replayed = true;
    return { ...(recordedOutcome(record) as TOutcome), position: record.position };
  }

  private rememberDecided(decided: readonly DecidedStream[], revisions: readonly bigint[]): void {
    decided.forEach(({ streamId, events, folds }, index) => {
      const revision = revisions[index];
      if (revision === undefined) return;
      for (const { fold: how, state } of folds) {
        const next = fold({ initialState: state, evolve: how.evolve }, events);
        this.remember(how, streamId, { state: next, revision });
      }
    });
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

/** The outcome as it is recorded: JSON data, without the position the append gives it. */
function recordable(outcome: object): Record<string, unknown> {
  const { position: _position, ...rest } = outcome as Record<string, unknown>;
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
}

/** The outcome a key's first command recorded (older versions recorded the whole answer). */
function recordedOutcome(record: RecordedEvent): Record<string, unknown> {
  const event = decodeEvent(record);
  if (event.type !== 'CommandOutcomeRecorded') {
    throw new Error(`${record.streamId} holds ${record.type}, not a command outcome`);
  }
  return event.data.outcome;
}
