import { STREAMS } from '@morphic/contracts/server';
import { type EventStore, type RecordedEvent } from '@morphic/stores';
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { Response } from 'express';
import { createHash } from 'node:crypto';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthenticatedRequest } from '../auth/principal';
import type { IdempotencyScope } from '../commands/command-context';
import { EVENT_STORE } from '../tokens';
import { redactUrl } from './redact-url';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** A request whose command runs under an Idempotency-Key (see `commandContextFrom`). */
export type IdempotentRequest = AuthenticatedRequest & { idempotency?: IdempotencyScope };

/** The status Nest will answer with on success: the route's @HttpCode, else 201 for POST. */
function successStatusOf(context: ExecutionContext): number {
  const declared: unknown = Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler());
  if (typeof declared === 'number') return declared;
  return context.switchToHttp().getRequest<IdempotentRequest>().method === 'POST' ? 201 : 200;
}

/** Answers kept for exact replays in this process: retries come within seconds. */
const KEPT_ANSWERS = 5000;
const KEPT_ANSWER_MS = 60 * 60 * 1000;

interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly at: number;
}

/**
 * Makes a command sent with an `Idempotency-Key` header happen once. The key (scoped to the
 * caller, method and URL) names a stream `idempotency-<hash>`; the command's decision records
 * its outcome there in the same atomic append as its events (AggregateRepository.decide), so a
 * retry, even after a crash right after that append, replays the outcome instead of deciding
 * again, and answers with `Idempotent-Replayed: true`. This process also keeps the whole first
 * answer for a while, so a retry here gets exactly it without running the endpoint again.
 * Concurrent retries in this process wait for the first; across processes the record's
 * expected revision admits one.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger(IdempotencyInterceptor.name);
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly answers = new Map<string, Answer>();

  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<IdempotentRequest>();
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return next.handle();
    if (typeof key !== 'string' || key.length === 0 || key.length > 255) {
      throw new BadRequestException('Idempotency-Key must be 1 to 255 characters');
    }
    const scope = [
      request.principal?.accountId ?? 'anonymous',
      request.method,
      request.originalUrl,
      key,
    ];
    const streamId = STREAMS.idempotency(
      createHash('sha256').update(scope.join('\n')).digest('hex'),
    );
    const response = context.switchToHttp().getResponse<Response>();
    const status = successStatusOf(context);
    return from(
      this.runAfterOthers(streamId, () => this.run(streamId, status, request, response, next)),
    );
  }

  /** One request per key at a time in this process: a retry waits, then replays. */
  private async runAfterOthers(streamId: string, run: () => Promise<unknown>): Promise<unknown> {
    const earlier = this.inFlight.get(streamId);
    const work = (earlier ? earlier.catch(() => undefined) : Promise.resolve()).then(run);
    this.inFlight.set(streamId, work);
    try {
      return await work;
    } finally {
      if (this.inFlight.get(streamId) === work) this.inFlight.delete(streamId);
    }
  }

  private async run(
    streamId: string,
    status: number,
    request: IdempotentRequest,
    response: Response,
    next: CallHandler,
  ): Promise<unknown> {
    let recorded: RecordedEvent | null = null;
    let kept: Pick<Answer, 'status' | 'body'> | null = this.keptAnswer(streamId);
    if (!kept) {
      [recorded = null] = await this.eventStore.readStream(streamId, { maxCount: 1 });
      kept = legacyAnswer(recorded);
    }
    if (kept) {
      response.setHeader(REPLAYED_HEADER, 'true');
      response.status(kept.status);
      return kept.body;
    }
    const scope: IdempotencyScope = { streamId, settled: false, replayed: false, recorded };
    request.idempotency = scope;
    const body = await lastValueFrom(next.handle());
    if (scope.replayed) response.setHeader(REPLAYED_HEADER, 'true');
    if (!scope.settled) {
      this.logger.warn(
        `${request.method} ${redactUrl(request.path)} took an Idempotency-Key but decided nothing through the command pipeline`,
      );
    }
    this.keep(streamId, { status, body, at: Date.now() });
    return body;
  }

  private keptAnswer(streamId: string): Answer | null {
    const answer = this.answers.get(streamId);
    if (!answer) return null;
    if (Date.now() - answer.at > KEPT_ANSWER_MS) {
      this.answers.delete(streamId);
      return null;
    }
    return answer;
  }

  private keep(streamId: string, answer: Answer): void {
    this.answers.set(streamId, answer);
    if (this.answers.size > KEPT_ANSWERS) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
  }
}

/** The whole first answer, as versions before outcome records kept it in the log. */
function legacyAnswer(recorded: RecordedEvent | null): { status: number; body: unknown } | null {
  if (recorded?.type !== 'IdempotentResultRecorded') return null;
  return recorded.data as { status: number; body: unknown };
}
