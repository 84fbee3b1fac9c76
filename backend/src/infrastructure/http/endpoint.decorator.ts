import type { AnyEndpoint } from '@morphic/contracts';
import {
  HttpCode,
  RequestMapping,
  RequestMethod,
  SetMetadata,
  applyDecorators,
} from '@nestjs/common';
import { Access } from '../auth/access.decorator';
import { documentation } from './endpoint-docs';
import type { Reply } from './endpoint-reply';

export const ENDPOINT_KEY = 'morphic:endpoint';

/** `/api/tasks/{id}/apply` as Nest routes it: `/api/tasks/:id/apply`. */
export const nestPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** The definition a controller method is bound to, if any. */
export function endpointOf(handler: object): AnyEndpoint | undefined {
  return Reflect.getMetadata(ENDPOINT_KEY, handler) as AnyEndpoint | undefined;
}

/**
 * Binds a controller method to its definition: the route, the access level, the success status
 * and the OpenAPI description all come from it, and the method must answer its response type.
 */
export function Endpoint<E extends AnyEndpoint>(endpoint: E) {
  const decorate = applyDecorators(
    RequestMapping({ path: nestPath(endpoint.path), method: RequestMethod[endpoint.method] }),
    HttpCode(endpoint.successStatus),
    Access(endpoint.access),
    SetMetadata(ENDPOINT_KEY, endpoint),
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
