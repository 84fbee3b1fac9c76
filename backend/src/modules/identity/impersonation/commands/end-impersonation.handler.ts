import { ACCOUNTS_COLLECTION, STREAMS, type AccountDoc } from '@morphic/contracts/server';
import { IMPERSONATION_TEXTS, effectiveRoles, hasAnyRole } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../../infrastructure/auth/principal';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { DomainRuleViolation } from '../../../../infrastructure/commands/decider';
import type { AppConfig } from '../../../../infrastructure/config/app-config';
import { APP_CONFIG, READ_STORE } from '../../../../infrastructure/tokens';
import { sessionDecider } from '../../session/session.decider';
import { SessionIssuer, type OpenedSession } from '../../session/session-issuer';

/**
 * Switch-back: revokes the impersonation session and opens a new one (the answer) for the
 * admin who started it, if that account may still run the console.
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
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({ impersonation, context }: EndImpersonation): Promise<OpenedSession> {
    const adminId = impersonation.impersonatorId;
    if (!adminId) throw new DomainRuleViolation('invalid', IMPERSONATION_TEXTS.notImpersonating);
    // The impersonation ends whatever happens next.
    await this.aggregates.execute(
      STREAMS.session(impersonation.jti),
      sessionDecider,
      { kind: 'Revoke', reason: 'impersonation_ended' },
      context,
    );

    const admin = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: adminId, type: 'operator' });
    const roles = admin
      ? effectiveRoles(admin.role, admin.username, this.config.founderUsernames)
      : [];
    if (!admin || admin.status === 'suspended' || !hasAnyRole(roles, ['admin', 'founder'])) {
      throw new DomainRuleViolation('forbidden', IMPERSONATION_TEXTS.impersonatorUnavailable);
    }
    return this.sessions.open(admin, {
      ...context,
      actorId: admin._id,
      actorRole: roles.includes('founder') ? 'founder' : 'admin',
      impersonatorId: null,
    });
  }
}
