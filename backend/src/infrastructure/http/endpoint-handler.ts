import type { AnyEndpoint, BodyOf, EndpointAccess, ParamsOf, QueryOf } from '@morphic/contracts';
import { Controller, createParamDecorator, type ExecutionContext, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedRequest, Principal } from '../auth/principal';
import type { CommandContext } from '../commands/command-context';
import { parsedPart } from './endpoint-input';
import type { Reply } from './endpoint-reply';
import { Endpoint, endpointOf } from './endpoint.decorator';
import { commandContextFrom } from './request-context';

type Anonymous = Extract<EndpointAccess, 'public' | 'webhook'>;
const ANONYMOUS: readonly EndpointAccess[] = ['public', 'webhook'] satisfies Anonymous[];

/** Everything a handler gets from the request, parsed with its definition's schemas. */
export interface EndpointRequest<E extends AnyEndpoint> {
  readonly params: ParamsOf<E>;
  readonly query: QueryOf<E>;
  /**
   * Parsed before `handle` runs (400 when invalid), or when first read for a handler bound with
   * `{ bodyAfterAccessCheck: true }`.
   */
  readonly body: BodyOf<E>;
  /** The verified caller; the access guard lets no anonymous caller reach a user endpoint. */
  readonly caller: E['access'] extends Anonymous ? Principal | undefined : Principal;
  readonly context: CommandContext;
}

/**
 * A class that serves one endpoint: its `handle` answers the definition's response. The request
 * is its first argument; an endpoint that needs what no definition describes (uploaded files,
 * the response for a download) takes it as a further argument with Nest's own decorator.
 */
export interface EndpointHandlerClass<E extends AnyEndpoint> {
  new (...dependencies: never[]): {
    handle(request: EndpointRequest<E>, ...nestArguments: never[]): Reply<E> | Promise<Reply<E>>;
  };
}

export interface HandlerOptions {
  /**
   * The body is parsed when `handle` first reads it, not before: a handler that checks the
   * caller's access first reads it after that check, so a stranger learns nothing from a form's
   * validation errors. Such a handler must read it.
   */
  readonly bodyAfterAccessCheck?: boolean;
}

const HandlerRequest = createParamDecorator(
  (options: HandlerOptions, context: ExecutionContext): EndpointRequest<AnyEndpoint> => {
    const endpoint = endpointOf(context.getHandler());
    if (!endpoint) throw new Error(`${context.getHandler().name} is bound to no endpoint`);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.principal && !ANONYMOUS.includes(endpoint.access)) {
      throw new Error('AccessGuard lets no anonymous caller reach a user endpoint');
    }
    const part = (name: 'query' | 'body') =>
      endpoint.request[name] ? parsedPart(name, context) : undefined;
    const params = parsedPart('params', context) as Record<string, string>;
    const query = part('query') as never;
    let body = options.bodyAfterAccessCheck ? undefined : { value: part('body') };
    return {
      params,
      query,
      get body() {
        body ??= { value: part('body') };
        return body.value as never;
      },
      caller: request.principal as Principal,
      context: commandContextFrom(request),
    };
  },
);

const HANDLES_ENDPOINT = Symbol('morphic:handles-endpoint');

/** Whether a value is a class bound to an endpoint with `@HandlesEndpoint`. */
export const isEndpointHandler = (value: unknown): value is Type =>
  typeof value === 'function' && HANDLES_ENDPOINT in value;

/** The OpenAPI group: the path's first segment after /api (admin/… under "admin"). */
const tagOf = (endpoint: AnyEndpoint): string => endpoint.path.split('/')[2] ?? 'api';

/**
 * Binds a class to an endpoint definition: the class is the endpoint's whole server side. It is
 * a controller whose `handle` gets the parsed request; the route, access level, command handling
 * (Idempotency-Key, position, read-your-writes) and documentation all come from the definition.
 * Its file is named `*.endpoint.ts`, and its module finds it by that name (`endpointHandlersIn`).
 */
export function HandlesEndpoint<E extends AnyEndpoint>(endpoint: E, options: HandlerOptions = {}) {
  return (target: EndpointHandlerClass<E>): void => {
    Controller()(target);
    ApiTags(tagOf(endpoint))(target);
    const prototype = target.prototype as object;
    const descriptor = Object.getOwnPropertyDescriptor(prototype, 'handle');
    if (!descriptor) throw new Error(`${target.name} has no handle method`);
    HandlerRequest(options)(prototype, 'handle', 0);
    Endpoint(endpoint)(prototype, 'handle', descriptor as TypedPropertyDescriptor<never>);
    Object.defineProperty(target, HANDLES_ENDPOINT, { value: endpoint });
  };
}
