import { MESSAGES, hasAnyRole } from '@morphic/contracts';
import {
  ForbiddenException,
  Injectable,
  Logger,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { commandContextFrom } from '../http/request-context';
import { redactUrl } from '../http/redact-url';
import { SecurityLog } from '../security/security-log';
import { ACCESS_KEY, FORBIDDEN_MESSAGE_KEY, type AccessLevel } from './access.decorator';
import type { AuthenticatedRequest, Principal } from './principal';
import { TokenService } from './token.service';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1]?.trim() || null;
}

/** Whether a verified caller meets an endpoint's access level. */
export function allows(level: AccessLevel, principal: Principal): boolean {
  const isOperatorAccount = principal.type === 'operator';
  switch (level) {
    case 'public':
    case 'webhook':
      return true;
    // A company's own session only adds representatives; it is nobody's user session.
    case 'user':
      return principal.type !== 'company';
    case 'operator':
      return isOperatorAccount && hasAnyRole(principal.roles, ['operator', 'admin', 'founder']);
    case 'validator':
      return isOperatorAccount && hasAnyRole(principal.roles, ['validator', 'founder']);
    case 'admin':
      return isOperatorAccount && hasAnyRole(principal.roles, ['admin', 'founder']);
    case 'company_rep':
      return principal.type === 'company_rep';
    case 'company':
      return principal.type === 'company';
  }
}

/**
 * Enforces every endpoint's access level on the server: 401 without a valid token, 403 with
 * the wrong role. An endpoint that declares no level is refused, so none is open by mistake.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly securityLog: SecurityLog,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!level) {
      this.logger.error(
        `${request.method} ${redactUrl(request.path)} declares no access level; refused`,
      );
      await this.recordDenied(request, 'none');
      throw new ForbiddenException(MESSAGES.forbidden);
    }
    const token = bearerToken(request.headers.authorization);
    const principal = token ? await this.tokens.verify(token) : null;
    if (principal) request.principal = principal;
    if (level === 'public' || level === 'webhook') return true;
    if (!token) throw new UnauthorizedException(MESSAGES.authenticationRequired);
    if (!principal) {
      const revoked = await this.tokens.revokedHolder(token);
      if (revoked) await this.recordRevokedToken(request, revoked);
      throw new UnauthorizedException(MESSAGES.tokenInvalid);
    }
    if (!allows(level, principal)) {
      await this.recordDenied(request, level);
      const message = this.reflector.getAllAndOverride<string | undefined>(FORBIDDEN_MESSAGE_KEY, [
        context.getHandler(),
        context.getClass(),
      ]);
      throw new ForbiddenException(message ?? MESSAGES.forbidden);
    }
    return true;
  }

  private recordDenied(request: AuthenticatedRequest, required: AccessLevel | 'none') {
    return this.securityLog.record(commandContextFrom(request), {
      event_type: 'access_denied',
      severity: 'warning',
      username: request.principal?.username ?? null,
      details: { method: request.method, path: redactUrl(request.path), required },
    });
  }

  private recordRevokedToken(
    request: AuthenticatedRequest,
    holder: { readonly accountId: string; readonly username: string },
  ) {
    return this.securityLog.record(commandContextFrom(request), {
      event_type: 'token_blacklisted',
      severity: 'warning',
      username: holder.username,
      account_id: holder.accountId,
      details: { method: request.method, path: redactUrl(request.path) },
    });
  }
}
