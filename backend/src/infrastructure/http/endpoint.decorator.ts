import type { AnyEndpoint } from '@morphic/contracts';
import {
  HttpCode,
  RequestMapping,
  RequestMethod,
  SetMetadata,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { Access } from '../auth/access.decorator';
import { documentation } from './endpoint-docs';
import type { Reply } from './endpoint-reply';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { ReadYourWritesInterceptor } from './read-your-writes.interceptor';

export const ENDPOINT_KEY = 'morphic:endpoint';

/** `/api/tasks/{id}/apply` as Nest routes it: `/api/tasks/:id/apply`. */
export const nestPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** The definition a handler method is bound to, if any. */
export function endpointOf(handler: object): AnyEndpoint | undefined {
  return Reflect.getMetadata(ENDPOINT_KEY, handler) as AnyEndpoint | undefined;
}

/**
 * A command accepts an Idempotency-Key (when its definition allows replays) and answers only
 * once the read models include its events (the body's `position`).
 */
function commandHandling(endpoint: AnyEndpoint): MethodDecorator[] {
  if (endpoint.kind !== 'command') return [];
  if (!endpoint.idempotent) return [UseInterceptors(ReadYourWritesInterceptor)];
  return [
    UseInterceptors(IdempotencyInterceptor, ReadYourWritesInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description: 'A retry with the same key returns the first result and changes nothing.',
    }),
  ];
}

/**
 * Binds a handler's `handle` method to its definition (`@HandlesEndpoint` applies it): the route
 * and its aliases, the access level, the success status, a command's handling and the OpenAPI
 * description all come from it, and the method must answer its response type.
 */
export function Endpoint<E extends AnyEndpoint>(endpoint: E) {
  const decorate = applyDecorators(
    RequestMapping({
      path: [endpoint.path, ...endpoint.aliases].map(nestPath),
      method: RequestMethod[endpoint.method],
    }),
    HttpCode(endpoint.successStatus),
    Access(endpoint.access),
    SetMetadata(ENDPOINT_KEY, endpoint),
    ...commandHandling(endpoint),
    ...documentation(endpoint),
  );
  return <Handler extends (...args: never[]) => Reply<E> | Promise<Reply<E>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<Handler>,
  ): void => {
    decorate(target, key, descriptor);
  };
}
