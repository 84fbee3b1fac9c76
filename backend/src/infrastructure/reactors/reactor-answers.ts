import type { DomainEvent, EventData, EventType } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AggregateRepository } from '../commands/aggregate-repository';
import type { CommandContext } from '../commands/command-context';
import type { Fold } from '../commands/decision';
import { ReactorRuntime } from './reactor-runtime';

/** Events that answer a request: they carry its `request_id`. */
export type AnswerType = {
  [T in EventType]: EventData<T> extends { readonly request_id: string } ? T : never;
}[EventType];

/** A request for a reactor to carry out: the stream it goes on, where the answer comes back. */
export interface ReactorRequest<T extends AnswerType> {
  readonly reactor: string;
  /** The stream the request is recorded on, and the reactor answers on. */
  readonly stream: string;
  /** The request event, named by its `request_id`. */
  readonly event: (requestId: string) => DomainEvent;
  readonly answerType: T;
}

export interface ReactorReply<T extends AnswerType> {
  /** Null when the reactor did not handle the request within the wait. */
  readonly answer: EventData<T> | null;
  /** Where the request is in the log. */
  readonly position: LogPosition | null;
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

  /** Records the request, then waits up to `timeoutMs` for the reactor's answer to it. */
  async ask<T extends AnswerType>(
    context: CommandContext,
    request: ReactorRequest<T>,
    timeoutMs: number,
  ): Promise<ReactorReply<T>> {
    const requestId = randomUUID();
    const { position } = await this.aggregates.decide(context, (streams) => {
      streams.append(request.stream, [request.event(requestId)], 'any');
      return {};
    });
    if (!position) return { answer: null, position };
    const handled = await this.reactors.handled(request.reactor, position, timeoutMs);
    return { answer: handled ? await this.answerTo(request, requestId) : null, position };
  }

  private async answerTo<T extends AnswerType>(
    request: ReactorRequest<T>,
    requestId: string,
  ): Promise<EventData<T> | null> {
    const answers: Fold<EventData<T> | null> = {
      initialState: null,
      evolve: (answer, event) =>
        event.type === request.answerType &&
        (event.data as { request_id?: unknown }).request_id === requestId
          ? (event.data as EventData<T>)
          : answer,
      cacheFoldedState: false,
    };
    return (await this.aggregates.load(request.stream, answers)).state;
  }
}
