import { formatPosition, type LogPosition } from '@morphic/stores';
import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { ReadYourWrites } from './read-your-writes';

export const POSITION_HEADER = 'X-Event-Position';

function isLogPosition(value: unknown): value is LogPosition {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LogPosition).commit === 'bigint' &&
    typeof (value as LogPosition).prepare === 'bigint'
  );
}

/**
 * Holds a command's response until the read models include its events (the body's
 * `position`), so the follow-up GET and the screen see the change; 503 if the projections
 * stall past the bound. The position goes out as text, and in the X-Event-Position header.
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(private readonly readYourWrites: ReadYourWrites) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        if (typeof body !== 'object' || body === null || !('position' in body)) return body;
        const position = body.position;
        if (!isLogPosition(position)) return body;
        await this.readYourWrites.settled(position);
        const text = formatPosition(position);
        response.setHeader(POSITION_HEADER, text);
        return { ...body, position: text };
      }),
    );
  }
}
