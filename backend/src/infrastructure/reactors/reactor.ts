import type { DecodedEvent, EventType } from '@morphic/contracts/server';
import type { RecordedEvent } from '@morphic/stores';
import { DiscoveryService } from '@nestjs/core';
import type { Decision } from '../commands/decision';

/** An event as a reactor gets it: checked against the catalogue, with where it sits in the log. */
export type ReactorEvent<T extends EventType = EventType> = DecodedEvent<RecordedEvent, T>;

/**
 * Acts on events instead of building a read model: what follows from an event and belongs to
 * another aggregate (credits after a pass, a notification, reopening a released mission...).
 * The runtime hands it each event it handles once the read models hold it, and appends what
 * it decides in one append with the reactor's checkpoint, with event ids derived from the
 * cause: an event is acted on exactly once, also across a crash and a restart.
 */
export interface Reactor<T extends EventType = EventType> {
  /** Names the checkpoint stream `reactor-<name>`; never rename a reactor that has run. */
  readonly name: string;
  readonly handles: ReadonlySet<T>;
  /**
   * Where a reactor with no checkpoint yet starts: at the beginning of the log, or at its head
   * (for reactors whose past must not be acted on again, like announcing old missions).
   */
  readonly startFrom: 'beginning' | 'head';
  /** Decides, in `streams`, what follows from the event; deciding nothing is fine. */
  react(event: ReactorEvent<T>, streams: Decision): Promise<void>;
}

/** Marks a provider as a reactor: the reactor runtime finds and runs it. */
export const AsReactor = DiscoveryService.createDecorator<undefined>();
