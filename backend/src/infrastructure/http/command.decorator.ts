import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { ReadYourWritesInterceptor } from './read-your-writes.interceptor';

/**
 * Marks an endpoint as a command: it accepts an Idempotency-Key, and answers only once the
 * read models include its events (the body's `position`).
 */
export const CommandEndpoint = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor, ReadYourWritesInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description: 'A retry with the same key returns the first result and changes nothing.',
    }),
  );
