import type { AnyEndpoint } from '@morphic/contracts';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { endpointOf } from './endpoint.decorator';
import { parseInput } from './input-validation';
import { refuseMalformedInput } from './text-input';

type RequestPart = 'params' | 'query' | 'body';

function boundEndpoint(context: ExecutionContext): AnyEndpoint {
  const endpoint = endpointOf(context.getHandler());
  if (!endpoint) throw new Error(`${context.getHandler().name} is bound to no @Endpoint`);
  return endpoint;
}

/** A part of the request, parsed with the bound endpoint's schema for it (400 when invalid or not text). */
export function parsedPart(part: RequestPart, context: ExecutionContext): unknown {
  const endpoint = boundEndpoint(context);
  const schema = endpoint.request[part];
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} defines no ${part}`);
  const raw: unknown = context.switchToHttp().getRequest<Request>()[part];
  refuseMalformedInput(raw, part);
  return parseInput(schema, raw);
}

/** The request body, parsed with the endpoint's body schema (`BodyOf<typeof endpoint>`). */
export const RequestBody = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  parsedPart('body', context),
);

/** The query, parsed with the endpoint's query schema (`QueryOf<typeof endpoint>`). */
export const RequestQuery = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  parsedPart('query', context),
);

/** One path parameter, by its name in the endpoint's path. */
export const PathParam = createParamDecorator((name: string, context: ExecutionContext) => {
  const params = parsedPart('params', context) as Record<string, string>;
  const value = params[name];
  if (value === undefined) {
    const { method, path } = boundEndpoint(context);
    throw new Error(`${method} ${path} has no path parameter {${name}}`);
  }
  return value;
});

/**
 * The body's parser, for a handler that must check something first (it parses when called):
 * e.g. a stranger learns nothing from the validation errors of someone else's form.
 */
export const DeferredRequestBody = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => () => parsedPart('body', context),
);
