import type { EventData, EventType } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { AggregateRepository } from '../commands/aggregate-repository';
import type { Fold } from '../commands/decision';
import { ReactorRuntime } from './reactor-runtime';

/** Events that answer a request: they carry its `request_id`. */
export type AnswerType = {
  [T in EventType]: EventData<T> extends { readonly request_id: string } ? T : never;
}[EventType];

/** A request a command recorded for a reactor to carry out, and where its answer goes. */
export interface ReactorRequest<T extends AnswerType> {
  readonly reactor: string;
  readonly requestId: string;
  /** Where the request is in the log. */
  readonly requested: LogPosition;
  /** The stream the reactor answers on, and the answer's event type. */
  readonly stream: string;
  readonly answerType: T;
}

/**
 * How a command that hands a call to an outside system to a reactor answers its caller: it
 * records the request, then waits here for the reactor to handle it and reads the answer the
 * reactor recorded, from the log.
 */
@Injectable()
export class ReactorAnswers {
  constructor(
    private readonly reactors: ReactorRuntime,
    private readonly aggregates: AggregateRepository,
  ) {}

  /** The reactor's answer; null when it did not handle the request within `timeoutMs`. */
  async of<T extends AnswerType>(
    request: ReactorRequest<T>,
    timeoutMs: number,
  ): Promise<EventData<T> | null> {
    const handled = await this.reactors.handled(request.reactor, request.requested, timeoutMs);
    if (!handled) return null;
    const answers: Fold<EventData<T> | null> = {
      initialState: null,
      evolve: (answer, event) =>
        event.type === request.answerType &&
        (event.data as { request_id?: unknown }).request_id === request.requestId
          ? (event.data as EventData<T>)
          : answer,
      cacheFoldedState: false,
    };
    return (await this.aggregates.load(request.stream, answers)).state;
  }
}
