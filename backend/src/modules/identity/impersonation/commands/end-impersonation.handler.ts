import { ACCOUNTS_COLLECTION, STREAMS, type AccountDoc } from '@morphic/contracts/server';
import { IMPERSONATION_TEXTS, effectiveRoles, hasAnyRole } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '#infrastructure/auth/principal';
import { TokenService } from '#infrastructure/auth/token.service';
import { Clock } from '#infrastructure/clock/clock';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import type { AppConfig } from '#infrastructure/config/app-config';
import { APP_CONFIG, READ_STORE } from '#infrastructure/tokens';
import { isSessionLive, sessionDecider } from '../../session/session.decider';
import type { OpenedSession } from '../../session/session-issuer';
import { SessionEndings } from '../../session/session-endings';

/**
 * Switch-back: revokes the impersonation session and hands the admin back the session it was
 * started from (a token of that same session), if that session is still open and the account
 * may still run the console. No new session is ever opened: without the admin's own session,
 * switch-back is refused.
 */
export class EndImpersonation extends Command<OpenedSession> {
  constructor(
    readonly impersonation: Principal,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(EndImpersonation)
export class EndImpersonationHandler implements ICommandHandler<EndImpersonation> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly aggregates: AggregateRepository,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly endings: SessionEndings,
  ) {}

  async execute({ impersonation, context }: EndImpersonation): Promise<OpenedSession> {
    const adminId = impersonation.impersonatorId;
    if (!adminId) throw new DomainRuleViolation('invalid', IMPERSONATION_TEXTS.notImpersonating);
    const now = new Date(this.clock.now());
    // The impersonation ends whatever happens next.
    const { adminSessionId, position } = await this.aggregates.decide(context, async (streams) => {
      const ended = await this.endings.endIn(
        streams,
        context,
        impersonation.jti,
        'impersonation_ended',
      );
      return { adminSessionId: ended.impersonatorSessionId };
    });

    const adminSession = adminSessionId
      ? (await this.aggregates.load(STREAMS.session(adminSessionId), sessionDecider)).state
      : null;
    if (!adminSession || !isSessionLive(adminSession, now)) {
      throw new DomainRuleViolation('forbidden', IMPERSONATION_TEXTS.impersonatorSessionEnded);
    }
    const admin = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: adminId, type: 'operator' });
    const roles = admin
      ? effectiveRoles(admin.role, admin.username, this.config.founderUsernames)
      : [];
    if (
      !admin ||
      admin._id !== adminSession.accountId ||
      admin.status === 'suspended' ||
      !hasAnyRole(roles, ['admin', 'founder'])
    ) {
      throw new DomainRuleViolation('forbidden', IMPERSONATION_TEXTS.impersonatorUnavailable);
    }
    const issued = this.tokens.reissue(
      {
        accountId: admin._id,
        type: admin.type,
        role: admin.role,
        username: admin.username,
        impersonatorId: null,
      },
      { jti: adminSession.jti, expiresAt: new Date(adminSession.expiresAt) },
    );
    return { ...issued, accountId: admin._id, position };
  }
}
