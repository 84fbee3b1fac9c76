import { createParamDecorator, type ExecutionContext, type RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { JIRA_SIGNATURE_HEADER } from './jira-webhook-signature';

/** Atlassian names each delivery; its retries carry the same identifier. */
const DELIVERY_HEADER = 'x-atlassian-webhook-identifier';
const MAX_DELIVERY_ID_LENGTH = 200;

/** What a webhook request says of itself, beside its parsed body. */
export interface JiraDelivery {
  /** Atlassian's identifier of the delivery, when it sent a usable one. */
  readonly id: string | null;
  readonly signature: string | null;
  /** The body's bytes as sent: the signature is over these, not over the parsed JSON. */
  readonly rawBody: Buffer | null;
}

const headerOf = (request: Request, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
};

/** The delivery's identifier, signature and raw body (the JSON parser keeps each body's bytes). */
export const Delivery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): JiraDelivery => {
    const request = context.switchToHttp().getRequest<RawBodyRequest<Request>>();
    const id = headerOf(request, DELIVERY_HEADER);
    return {
      id: id !== null && id.length > 0 && id.length <= MAX_DELIVERY_ID_LENGTH ? id : null,
      signature: headerOf(request, JIRA_SIGNATURE_HEADER),
      rawBody: request.rawBody ?? null,
    };
  },
);
