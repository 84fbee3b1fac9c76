import { OPERATOR_REMOVAL_TEXTS } from '@morphic/contracts';
import { STREAMS, deletedOperatorPlaceholder } from '@morphic/contracts/server';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { AppConfig } from '#infrastructure/config/app-config';
import { SecurityLog } from '#infrastructure/security/security-log';
import { APP_CONFIG } from '#infrastructure/tokens';
import {
  releaseIdentifiers,
  reserveIdentifiers,
} from '../../../identity/identifier/identifier-reservations';
import { OpenSessions } from '../../../identity/session/open-sessions';
import { operatorRemovalDecider } from '../operator-removal.decider';

export interface DeletedOperator {
  /** The placeholder handle the account now shows. */
  readonly handle: string;
  /** The handle it had. */
  readonly previousHandle: string;
  readonly sessionsRevoked: number;
}

/**
 * An admin deletes an operator, in one append: `OperatorDeleted`, the handle and email released
 * (free for a new registration), the placeholder handle and email reserved (so no registration
 * can take what the read models now show), every open session revoked (the push relay cuts
 * their sockets) and the security log's entry.
 */
export class DeleteOperator extends Command<Decided<DeletedOperator>> {
  constructor(
    readonly operatorId: string,
    readonly caller: { readonly id: string; readonly username: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DeleteOperator)
export class DeleteOperatorHandler implements ICommandHandler<DeleteOperator> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly openSessions: OpenSessions,
    private readonly securityLog: SecurityLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ operatorId, caller, context }: DeleteOperator): Promise<Decided<DeletedOperator>> {
    return this.aggregates.decide(context, async (streams) => {
      const { state } = await streams.decide(STREAMS.operator(operatorId), operatorRemovalDecider, {
        operatorId,
        callerId: caller.id,
        founderUsernames: this.config.founderUsernames,
      });
      const held = [
        { identifier: 'username', value: state.handle },
        { identifier: 'email', value: state.email },
      ] as const;
      await releaseIdentifiers(
        streams,
        'operator',
        operatorId,
        held.flatMap(({ identifier, value }) => (value ? [{ identifier, value }] : [])),
      );
      const placeholder = deletedOperatorPlaceholder(operatorId);
      await reserveIdentifiers(streams, 'operator', operatorId, [
        {
          identifier: 'username',
          value: placeholder.handle,
          takenMessage: OPERATOR_REMOVAL_TEXTS.failedToDelete,
        },
        {
          identifier: 'email',
          value: placeholder.email,
          takenMessage: OPERATOR_REMOVAL_TEXTS.failedToDelete,
        },
      ]);
      const sessionsRevoked = await this.openSessions.revokeIn(
        streams,
        context,
        [operatorId],
        'admin',
      );
      this.securityLog.entryIn(streams, context, {
        event_type: 'admin_action',
        severity: 'warning',
        username: caller.username,
        details: { action: 'delete_operator', operator_id: operatorId },
      });
      return {
        handle: placeholder.handle,
        previousHandle: state.handle ?? operatorId,
        sessionsRevoked,
      };
    });
  }
}
