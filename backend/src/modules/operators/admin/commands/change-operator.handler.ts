import {
  OPERATORS_CONSOLE_TEXTS,
  type OperatorDetailChanges,
  type OperatorFlags,
  type OperatorStatus,
  type Role,
} from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '#infrastructure/auth/principal';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import type { Decision } from '#infrastructure/commands/decision';
import type { AppConfig } from '#infrastructure/config/app-config';
import { SecurityLog } from '#infrastructure/security/security-log';
import { APP_CONFIG } from '#infrastructure/tokens';
import { moveIdentifier } from '../../../identity/identifier/identifier-reservations';
import { OpenSessions } from '../../../identity/session/open-sessions';
import { operatorAdminDecider, type ChangingAdmin } from '../operator-admin.decider';

/** What one admin command changes on an operator; absent parts stay as they are. */
export interface OperatorChange {
  readonly details?: OperatorDetailChanges;
  readonly roles?: readonly Role[];
  readonly status?: OperatorStatus;
  readonly flags?: OperatorFlags;
}

/**
 * An admin changes an operator (the inline editor, or the role, status or flags action), in
 * one append: a new handle or email reserved and the old one released, the details, roles,
 * status and flags; a suspension or a roles change also ends the operator's open sessions, so
 * their pages lose access at once, no token of theirs works again, and no socket stays in the
 * rooms of roles they no longer hold (sockets join their rooms once, at connect). Only a founder
 * changes a founder's handle, email, roles or status.
 */
export class ChangeOperator extends Command<Decided<object>> {
  constructor(
    readonly operatorId: string,
    readonly change: OperatorChange,
    /** The admin making the change: they cannot suspend themselves (no one could undo it). */
    readonly admin: Pick<Principal, 'accountId' | 'username' | 'roles'>,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeOperator)
export class ChangeOperatorHandler implements ICommandHandler<ChangeOperator> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly openSessions: OpenSessions,
    private readonly securityLog: SecurityLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ operatorId, change, admin, context }: ChangeOperator) {
    if (change.status === 'suspended' && operatorId === admin.accountId) {
      throw new DomainRuleViolation('conflict', OPERATORS_CONSOLE_TEXTS.cannotSuspendSelf);
    }
    return this.aggregates.decide(context, async (streams) => {
      const by = { roles: admin.roles, founderUsernames: this.config.founderUsernames };
      await this.changeIn(streams, context, operatorId, change, by);
      if (change.status !== undefined) {
        this.securityLog.entryIn(streams, context, {
          event_type: 'admin_action',
          severity: change.status === 'suspended' ? 'warning' : 'info',
          username: admin.username,
          details: {
            action: 'set_operator_status',
            operator_id: operatorId,
            status: change.status,
          },
        });
      }
      return {};
    });
  }

  private async changeIn(
    streams: Decision,
    context: CommandContext,
    operatorId: string,
    change: OperatorChange,
    by: ChangingAdmin,
  ) {
    const stream = STREAMS.operator(operatorId);
    const account = await streams.read(stream, operatorAdminDecider);
    if (!account.exists) {
      throw new DomainRuleViolation('not_found', OPERATORS_CONSOLE_TEXTS.operatorNotFound);
    }
    const { details } = change;
    if (details?.handle !== undefined) {
      await moveIdentifier(
        streams,
        'operator',
        operatorId,
        {
          identifier: 'username',
          value: details.handle,
          takenMessage: OPERATORS_CONSOLE_TEXTS.handleTaken,
        },
        account.handle,
      );
    }
    if (details?.email !== undefined) {
      await moveIdentifier(
        streams,
        'operator',
        operatorId,
        {
          identifier: 'email',
          value: details.email,
          takenMessage: OPERATORS_CONSOLE_TEXTS.emailTaken,
        },
        account.email,
      );
    }
    if (details)
      await streams.decide(stream, operatorAdminDecider, {
        kind: 'ChangeDetails',
        changes: details,
        by,
      });
    let endSessions = false;
    if (change.roles) {
      const { events } = await streams.decide(stream, operatorAdminDecider, {
        kind: 'SetRoles',
        roles: change.roles,
        by,
      });
      endSessions = events.length > 0;
    }
    if (change.status) {
      const { events } = await streams.decide(stream, operatorAdminDecider, {
        kind: 'SetStatus',
        status: change.status,
        by,
      });
      if (events.length > 0 && change.status === 'suspended') endSessions = true;
    }
    if (change.flags) {
      await streams.decide(stream, operatorAdminDecider, { kind: 'SetFlags', flags: change.flags });
    }
    if (endSessions) await this.openSessions.revokeIn(streams, context, [operatorId], 'admin');
  }
}
