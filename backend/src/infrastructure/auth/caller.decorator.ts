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
