import { randomUUID } from 'node:crypto';
import { actorRoleOf, type AuthenticatedRequest } from '../auth/principal';
import type { CommandContext } from '../commands/command-context';
import type { IdempotentRequest } from './idempotency.interceptor';

export const CORRELATION_HEADER = 'x-correlation-id';

export function correlationIdOf(request: AuthenticatedRequest): string {
  return typeof request.id === 'string' ? request.id : randomUUID();
}

export function commandContextFrom(request: IdempotentRequest): CommandContext {
  const principal = request.principal;
  const userAgent = request.headers['user-agent'];
  return {
    actorId: principal?.accountId ?? null,
    actorRole: actorRoleOf(principal),
    impersonatorId: principal?.impersonatorId ?? null,
    correlationId: correlationIdOf(request),
    causationId: null,
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    idempotency: request.idempotency ?? null,
  };
}
