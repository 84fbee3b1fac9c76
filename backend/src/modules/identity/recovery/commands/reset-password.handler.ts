import {
  PASSWORD_RESET_TOKENS_COLLECTION,
  type PasswordResetTokenDoc,
} from '@morphic/contracts/server';
import { SIGN_IN_TEXTS } from '@morphic/contracts';
import type { LogPosition, ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PasswordHasher } from '#infrastructure/auth/password-hasher';
import { Clock } from '#infrastructure/clock/clock';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { READ_STORE } from '#infrastructure/tokens';
import { OpenSessions } from '../../session/open-sessions';
import { accountStreamOf } from '../account-stream';
import { passwordResetDecider } from '../password-reset.decider';
import { resetTokenHash } from '../reset-token';

/**
 * Sets a new password with a mailed token (and, from the verification page, the account id
 * the link named), then signs the account out everywhere.
 */
export class ResetPassword extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly token: string,
    readonly newPassword: string,
    readonly accountId: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly openSessions: OpenSessions,
  ) {}

  async execute({ token, newPassword, accountId, context }: ResetPassword) {
    const hash = resetTokenHash(token);
    const issued = await this.store
      .collection<PasswordResetTokenDoc>(PASSWORD_RESET_TOKENS_COLLECTION)
      .findOne({ _id: hash });
    if (!issued || (accountId !== null && issued.account_id !== accountId)) {
      throw new DomainRuleViolation('invalid', SIGN_IN_TEXTS.invalidOrExpiredResetToken);
    }
    const actor = { ...context, actorId: issued.account_id };
    const passwordHash = await this.hasher.hash(newPassword);
    // The new password and the end of every open session, in one append.
    const { position } = await this.aggregates.decide(actor, async (streams) => {
      await streams.decide(
        accountStreamOf(issued.account_type, issued.account_id),
        passwordResetDecider,
        { kind: 'Complete', tokenHash: hash, passwordHash, nowMs: this.clock.now() },
      );
      await this.openSessions.revokeIn(streams, actor, [issued.account_id], 'password_reset');
      return {};
    });
    return { position };
  }
}
