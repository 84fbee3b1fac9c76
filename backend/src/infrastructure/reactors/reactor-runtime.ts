import type { EventStore, LogPosition } from '@morphic/stores';
import { comparePositions } from '@morphic/stores';
import { ProjectionProgress, type ConsumerStatus } from '@morphic/projections';
import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { AggregateRepository } from '../commands/aggregate-repository';
import { runtimeLogger } from '../projections/runtime-logger';
import { EVENT_STORE } from '../tokens';
import { AsReactor, type Reactor } from './reactor';
import { ReactorProcess } from './reactor-process';

/** A reactor that acts seldom still saves its checkpoint this often (in events passed). */
const CHECKPOINT_EVERY = 10_000;
/** A reactor that fails on an event tries again after these waits, then stops there. */
const RETRY_DELAYS_MS = [100, 1000, 5000];

/**
 * Finds every provider marked `@AsReactor()` and runs each on its own log consumer, from its
 * checkpoint. Commands wait on it (read-your-writes) for the after-effects of their events.
 */
@Injectable()
export class ReactorRuntime implements OnApplicationBootstrap, OnModuleDestroy {
  private processes: ReactorProcess[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly aggregates: AggregateRepository,
    private readonly projections: ProjectionProgress,
  ) {}

  /** After the command handlers are registered: reactors decide through them. */
  async onApplicationBootstrap(): Promise<void> {
    const reactors = this.discovery
      .getProviders({ metadataKey: AsReactor.KEY })
      .map((wrapper) => wrapper.instance as Reactor);
    this.processes = reactors.map(
      (reactor) =>
        new ReactorProcess(reactor, {
          eventStore: this.eventStore,
          aggregates: this.aggregates,
          projections: this.projections,
          logger: runtimeLogger(`Reactor ${reactor.name}`),
          checkpointEvery: CHECKPOINT_EVERY,
          retryDelaysMs: RETRY_DELAYS_MS,
        }),
    );
    await Promise.all(this.processes.map((process) => process.start()));
  }

  /** Lets the event in hand finish before the stores close. */
  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.processes.map((process) => process.stop()));
  }

  status(): ConsumerStatus[] {
    return this.processes.map((process) => process.status());
  }

  /**
   * Waits until the named reactor has handled `target`: a command that records an intent for
   * a reactor to carry out (a call to an outside system) answers with what the reactor did.
   * False on timeout, and for a reactor that does not run here.
   */
  async handled(reactorName: string, target: LogPosition, timeoutMs: number): Promise<boolean> {
    const process = this.processes.find((candidate) => candidate.name === reactorName);
    return process ? process.handled(target, timeoutMs) : false;
  }

  /**
   * Waits until every reactor has handled `target`; then the furthest position they appended
   * for events up to it (null: nothing to wait for). `reached` is false on timeout.
   */
  async effectsUpTo(
    target: LogPosition,
    timeoutMs: number,
  ): Promise<{ reached: boolean; effect: LogPosition | null }> {
    const answers = await Promise.all(
      this.processes.map((process) => process.effectsUpTo(target, timeoutMs)),
    );
    let effect: LogPosition | null = null;
    for (const answer of answers) {
      if (!answer.reached) return { reached: false, effect: null };
      if (answer.effect && (!effect || comparePositions(answer.effect, effect) > 0)) {
        effect = answer.effect;
      }
    }
    return { reached: true, effect };
  }
}
