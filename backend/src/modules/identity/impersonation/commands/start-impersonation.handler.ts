import { ACCOUNTS_COLLECTION, STREAMS, type AccountDoc } from '@morphic/contracts/server';
import {
  IMPERSONATION_TEXTS,
  TIMINGS_MS,
  effectiveRoles,
  impersonationRefusal,
  type AccountType,
} from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '#infrastructure/auth/principal';
import { Clock } from '#infrastructure/clock/clock';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import type { AppConfig } from '#infrastructure/config/app-config';
import { SecurityLog } from '#infrastructure/security/security-log';
import { APP_CONFIG, READ_STORE } from '#infrastructure/tokens';
import { accountStandingFold } from '../../account-standing';
import { accountStreamOf } from '../../recovery/account-stream';
import { sessionDecider } from '../../session/session.decider';
import { SessionIssuer, type OpenedSession } from '../../session/session-issuer';

export interface StartedImpersonation {
  readonly session: OpenedSession;
  readonly target: AccountDoc;
}

const LIFETIME_SECONDS = TIMINGS_MS.impersonationLifetime / 1000;

/**
 * An admin starts acting as an operator or company representative: a marked session of
 * 2 hours whose events record both ids. Never another admin or founder. The admin's own
 * session records it, and it ends with that session (never later).
 */
export class StartImpersonation extends Command<StartedImpersonation> {
  constructor(
    readonly targetId: string,
    readonly targetType: AccountType,
    readonly admin: Principal,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(StartImpersonation)
export class StartImpersonationHandler implements ICommandHandler<StartImpersonation> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly aggregates: AggregateRepository,
    private readonly sessions: SessionIssuer,
    private readonly securityLog: SecurityLog,
    private readonly clock: Clock,
  ) {}

  async execute({
    targetId,
    targetType,
    admin,
    context,
  }: StartImpersonation): Promise<StartedImpersonation> {
    const notFound = new DomainRuleViolation(
      'not_found',
      targetType === 'operator'
        ? IMPERSONATION_TEXTS.operatorNotFound
        : IMPERSONATION_TEXTS.companyRepNotFound,
    );
    // The account's document, for the answer; whether it may be impersonated is decided below
    // from its own stream.
    const target = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: targetId, type: targetType, deleted_at: null });
    if (!target) throw notFound;

    // The session, its record in the admin's session and its security record, under both
    // identities, in one append: an admin signing out at the same moment conflicts with it.
    const now = new Date(this.clock.now());
    const adminSecondsLeft = Math.floor((admin.expiresAt.getTime() - now.getTime()) / 1000);
    const session = await this.aggregates.decide(context, async (streams) => {
      const standing = await streams.read(
        accountStreamOf(targetType, targetId),
        accountStandingFold,
      );
      if (!standing.exists) throw notFound;
      const roles =
        targetType === 'operator'
          ? effectiveRoles(standing.role, standing.username, this.config.founderUsernames)
          : [];
      const refusal = impersonationRefusal({ roles, status: standing.status });
      if (refusal) throw new DomainRuleViolation('forbidden', refusal);
      const opened = await this.sessions.openIn(streams, target, {
        impersonatorId: admin.accountId,
        impersonatorSessionId: admin.jti,
        lifetimeSeconds: Math.max(1, Math.min(LIFETIME_SECONDS, adminSecondsLeft)),
      });
      await streams.decide(STREAMS.session(admin.jti), sessionDecider, {
        kind: 'StartImpersonation',
        impersonation: {
          impersonation_jti: opened.jti,
          account_id: target._id,
          expires_at: opened.expiresAt.toISOString(),
        },
        now,
      });
      this.securityLog.entryIn(streams, context, {
        event_type: 'admin_impersonation',
        severity: 'warning',
        username: admin.username,
        details: {
          admin_id: admin.accountId,
          target_id: target._id,
          target_username: target.username,
          target_type: target.type,
          expires_at: opened.expiresAt.toISOString(),
        },
      });
      return opened;
    });
    return { session, target };
  }
}
