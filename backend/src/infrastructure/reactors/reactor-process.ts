import { STREAMS, decodeEvent, type EventType } from '@morphic/contracts/server';
import {
  comparePositions,
  formatPosition,
  parsePosition,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
} from '@morphic/stores';
import {
  LogConsumer,
  type ConsumerStatus,
  type ProjectionProgress,
  type RuntimeLogger,
} from '@morphic/projections';
import type { AggregateRepository } from '../commands/aggregate-repository';
import { systemContext } from '../commands/command-context';
import type { Reactor, ReactorEvent } from './reactor';
import { reactorCheckpointDecider } from './reactor-checkpoint.decider';

export interface ReactorProcessDeps {
  readonly eventStore: EventStore;
  readonly aggregates: AggregateRepository;
  readonly projections: ProjectionProgress;
  readonly logger: RuntimeLogger;
  /**
   * Events passed without acting before the checkpoint is saved anyway, which bounds what a
   * restart after a crash reads again. It is also saved when the reactor stops.
   */
  readonly checkpointEvery: number;
  /** Waits before acting on an event again after a failure, then the reactor stops there. */
  readonly retryDelaysMs: readonly number[];
}

/** A step the reactor appended, by the event that caused it. */
interface Effect {
  readonly cause: LogPosition;
  readonly effect: LogPosition;
}

/** Thrown when the reactor stops while an event waits for the read models. */
class Stopping extends Error {}

const isCheckpoint = (recorded: RecordedEvent): boolean =>
  recorded.streamId.startsWith(STREAMS.reactor(''));

/**
 * Runs one reactor on the log consumer. Each event it handles is acted on once the read models
 * hold it; what the reactor decides is appended with `ReactorCheckpointed` (stream
 * `reactor-<name>`) in one atomic append, and its event ids follow from the cause. So the
 * effect and the checkpoint exist together or not at all: after a crash the reactor acts on
 * exactly the events whose effects are missing. Past events it ignores, the checkpoint is saved
 * every `checkpointEvery` events and when it stops. A second instance finds the checkpoint
 * moved and acts on nothing twice.
 */
export class ReactorProcess {
  private readonly consumer: LogConsumer;
  private readonly stream: string;
  /** Events passed since the checkpoint was saved, reactor checkpoints not counted. */
  private unsaved = 0;
  private effects: Effect[] = [];

  constructor(
    private readonly reactor: Reactor,
    private readonly deps: ReactorProcessDeps,
  ) {
    this.stream = STREAMS.reactor(reactor.name);
    this.consumer = new LogConsumer({
      name: `reactor ${reactor.name}`,
      eventStore: deps.eventStore,
      logger: deps.logger,
      handle: (recorded, signal) => this.handle(recorded, signal),
      retryDelaysMs: deps.retryDelaysMs,
    });
  }

  get name(): string {
    return this.reactor.name;
  }

  async start(): Promise<void> {
    const { state } = await this.deps.aggregates.load(this.stream, reactorCheckpointDecider);
    let from: LogPosition | null = typeof state === 'string' ? parsePosition(state) : null;
    if (state === undefined && this.reactor.startFrom === 'head') {
      // History is not acted on: the reactor starts now, and remembers that it did. On an empty
      // log there is no history, and nothing is written (the demo seed needs an empty log).
      from = await this.deps.eventStore.headPosition();
      if (from) await this.save(from);
    }
    await this.consumer.start(from);
  }

  async stop(): Promise<void> {
    await this.consumer.stop();
    const position = this.consumer.position;
    if (this.unsaved > 0 && position) {
      await this.save(position).catch((error: unknown) => {
        this.deps.logger.error(
          { reactor: this.reactor.name, err: error },
          `Saving the checkpoint of reactor ${this.reactor.name} failed; it reads those events again after a restart`,
        );
      });
    }
  }

  status(): ConsumerStatus {
    return { ...this.consumer.status(), name: this.reactor.name };
  }

  /** Waits until the reactor has handled `target`; false on timeout. */
  handled(target: LogPosition, timeoutMs: number): Promise<boolean> {
    return this.consumer.progress.waitFor(target, timeoutMs);
  }

  /**
   * Waits until the reactor has handled `target`, then answers the furthest position it
   * appended for events up to `target` that the read models may not hold yet (null: none).
   * `reached` is false after the timeout; a stopped or failed reactor is not waited for.
   */
  async effectsUpTo(
    target: LogPosition,
    timeoutMs: number,
  ): Promise<{ reached: boolean; effect: LogPosition | null }> {
    const reached = await this.consumer.progress.waitFor(target, timeoutMs);
    if (!reached && !this.consumer.failed && this.consumer.status().state !== 'stopped') {
      return { reached: false, effect: null };
    }
    const projected = this.deps.projections.position;
    this.effects = this.effects.filter(
      ({ effect }) => !projected || comparePositions(effect, projected) > 0,
    );
    let furthest: LogPosition | null = null;
    for (const { cause, effect } of this.effects) {
      if (comparePositions(cause, target) > 0) continue;
      if (!furthest || comparePositions(effect, furthest) > 0) furthest = effect;
    }
    return { reached: true, effect: furthest };
  }

  private async handle(recorded: RecordedEvent, signal: AbortSignal): Promise<void> {
    // Checkpoints of other reactors alone never move this one's: no ping-pong of saves.
    if (!isCheckpoint(recorded)) this.unsaved += 1;
    if (this.reactor.handles.has(recorded.type as EventType)) {
      await this.act(recorded, signal);
    }
    if (this.unsaved >= this.deps.checkpointEvery) {
      await this.save(recorded.position);
      this.unsaved = 0;
    }
  }

  private async act(recorded: RecordedEvent, signal: AbortSignal): Promise<void> {
    if (!(await this.deps.projections.waitFor(recorded.position, undefined, signal))) {
      throw new Stopping(`${this.reactor.name} stopped before the read models held the event`);
    }
    const event = decodeEvent(recorded) as ReactorEvent;
    const position = formatPosition(recorded.position);
    const context = { ...systemContext(event.metadata.correlationId), causationId: event.id };
    const acted = await this.deps.aggregates.decide(
      context,
      async (streams) => {
        const checkpoint = await streams.read(this.stream, reactorCheckpointDecider);
        // Another instance has acted on this event already.
        if (reactorCheckpointDecider.decide({ position }, checkpoint).length === 0) return {};
        await this.reactor.react(event, streams);
        if (streams.hasEvents) {
          await streams.decide(this.stream, reactorCheckpointDecider, { position });
        }
        return {};
      },
      { eventIdsFrom: `reactor:${this.reactor.name}:${event.id}` },
    );
    if (acted.position) {
      this.unsaved = 0;
      this.effects.push({ cause: recorded.position, effect: acted.position });
    }
  }

  private async save(position: LogPosition | null): Promise<void> {
    await this.deps.aggregates.execute(
      this.stream,
      reactorCheckpointDecider,
      { position: position ? formatPosition(position) : null },
      systemContext(),
    );
  }
}
