import type { AnyEndpoint } from '@morphic/contracts';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { endpointOf } from './endpoint.decorator';
import { parseInput } from './input-validation';
import { refuseMalformedInput } from './text-input';

type RequestPart = 'params' | 'query' | 'body';

function boundEndpoint(context: ExecutionContext): AnyEndpoint {
  const endpoint = endpointOf(context.getHandler());
  if (!endpoint) throw new Error(`${context.getHandler().name} is bound to no endpoint`);
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
