import { STREAMS } from '@morphic/contracts/server';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PasswordHasher } from '#infrastructure/auth/password-hasher';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { AppConfig } from '#infrastructure/config/app-config';
import { SecurityLog } from '#infrastructure/security/security-log';
import { APP_CONFIG } from '#infrastructure/tokens';
import { OpenSessions } from '../../../identity/session/open-sessions';
import { operatorAdminDecider } from '../operator-admin.decider';

/**
 * An admin sets an operator's password (the console's reset-password prompt): the new hash and
 * the end of every open session of the operator, in one append. Only a founder resets a
 * founder's password.
 */
export class SetOperatorPassword extends Command<Decided<object>> {
  constructor(
    readonly operatorId: string,
    readonly password: string,
    readonly admin: Pick<Principal, 'username' | 'roles'>,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SetOperatorPassword)
export class SetOperatorPasswordHandler implements ICommandHandler<SetOperatorPassword> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly hasher: PasswordHasher,
    private readonly openSessions: OpenSessions,
    private readonly securityLog: SecurityLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ operatorId, password, admin, context }: SetOperatorPassword) {
    const passwordHash = await this.hasher.hash(password);
    return this.aggregates.decide(context, async (streams) => {
      await streams.decide(STREAMS.operator(operatorId), operatorAdminDecider, {
        kind: 'SetPassword',
        passwordHash,
        by: { roles: admin.roles, founderUsernames: this.config.founderUsernames },
      });
      await this.openSessions.revokeIn(streams, context, [operatorId], 'password_reset');
      this.securityLog.entryIn(streams, context, {
        event_type: 'admin_action',
        severity: 'warning',
        username: admin.username,
        details: { action: 'reset_operator_password', operator_id: operatorId },
      });
      return {};
    });
  }
}
