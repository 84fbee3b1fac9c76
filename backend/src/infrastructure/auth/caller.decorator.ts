import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest, Principal } from './principal';

/** The verified caller of an endpoint whose access level requires one. */
export const Caller = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal => {
    const { principal } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!principal) throw new Error('AccessGuard lets no anonymous caller reach a user endpoint');
    return principal;
  },
);

/** The caller of a public endpoint when a valid token came with the request; else undefined. */
export const OptionalCaller = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().principal,
);
