import { STREAMS } from '@morphic/contracts/server';
import { WrongExpectedRevisionError, type EventStore } from '@morphic/stores';
import {
  BadRequestException,
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { Response } from 'express';
import { createHash, randomUUID } from 'node:crypto';
import { from, mergeMap, of, type Observable, lastValueFrom } from 'rxjs';
import type { AuthenticatedRequest } from '../auth/principal';
import { metadataFor } from '../commands/command-context';
import { EVENT_STORE } from '../tokens';
import { commandContextFrom } from './request-context';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

interface StoredResult {
  readonly status: number;
  readonly body: unknown;
}

/**
 * Makes a command sent with an `Idempotency-Key` header happen once: the first successful
 * result is kept in the event log (stream `idempotency-<hash>`, durable across restarts) and a
 * retry with the same key from the same caller to the same URL gets it back without running
 * the command again. Concurrent retries in this process wait for the first.
 */
/** The status Nest will answer with on success: the route's @HttpCode, else 201 for POST. */
function successStatusOf(context: ExecutionContext): number {
  const declared: unknown = Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler());
  if (typeof declared === 'number') return declared;
  return context.switchToHttp().getRequest<AuthenticatedRequest>().method === 'POST' ? 201 : 200;
}

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly inFlight = new Map<string, Promise<StoredResult>>();

  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const response = context.switchToHttp().getResponse<Response>();
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

    return from(this.resultFor(context, streamId, request, response, next)).pipe(
      mergeMap((result) => {
        response.status(result.status);
        return of(result.body);
      }),
    );
  }

  private async resultFor(
    context: ExecutionContext,
    streamId: string,
    request: AuthenticatedRequest,
    response: Response,
    next: CallHandler,
  ): Promise<StoredResult> {
    const running = this.inFlight.get(streamId);
    if (running) {
      response.setHeader(REPLAYED_HEADER, 'true');
      return running;
    }
    const work = this.runOnce(context, streamId, request, response, next);
    this.inFlight.set(streamId, work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(streamId);
    }
  }

  private async runOnce(
    context: ExecutionContext,
    streamId: string,
    request: AuthenticatedRequest,
    response: Response,
    next: CallHandler,
  ): Promise<StoredResult> {
    const stored = await this.stored(streamId);
    if (stored) {
      response.setHeader(REPLAYED_HEADER, 'true');
      return stored;
    }
    const body = await lastValueFrom(next.handle());
    const result = { status: successStatusOf(context), body };
    try {
      await this.eventStore.append(
        streamId,
        [
          {
            id: randomUUID(),
            type: 'IdempotentResultRecorded',
            data: result,
            metadata: metadataFor(commandContextFrom(request)),
          },
        ],
        'no_stream',
      );
    } catch (error) {
      // Another instance recorded the same key first: its result stands.
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      return (await this.stored(streamId)) ?? result;
    }
    return result;
  }

  private async stored(streamId: string): Promise<StoredResult | null> {
    const [event] = await this.eventStore.readStream(streamId, { maxCount: 1 });
    if (!event) return null;
    const data = event.data as StoredResult;
    return { status: data.status, body: data.body };
  }
}
