import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { Filter, ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#infrastructure/clock/clock';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { SecurityLog } from '#infrastructure/security/security-log';
import { READ_STORE } from '#infrastructure/tokens';
import { accountStreamOf } from '../account-stream';
import { passwordResetRequested, type ResetLinkPage } from '../password-reset.decider';
import { RESET_TOKEN_LIFETIME_MS, ResetTokens } from '../reset-token';

/**
 * Records a reset request for every account the login names; the reset mail reactor mails each
 * its link. The work done before the caller is answered is the same whether an account exists
 * or not: the same lookup, then ONE append that reads no stream (the request on each account's
 * stream, or a security record that an unknown login asked). The mails go out after the
 * answer, from the reactor, so neither the answer nor its timing tells who has an account.
 */
export class RequestPasswordReset extends Command<void> {
  constructor(
    readonly login: { readonly by: 'email' | 'username_or_email'; readonly value: string },
    readonly page: ResetLinkPage,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly tokens: ResetTokens,
    private readonly securityLog: SecurityLog,
    private readonly clock: Clock,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async execute({ login, page, context }: RequestPasswordReset): Promise<void> {
    const value = login.value.trim().toLowerCase();
    // A lookup: an account the read model does not hold yet gets its link from the next request.
    const filter: Filter =
      login.by === 'email'
        ? { email_lower: value }
        : { $or: [{ username_lower: value }, { email_lower: value }] };
    const accounts = await this.store.collection<AccountDoc>(ACCOUNTS_COLLECTION).find(filter);
    const expiresAt = new Date(this.clock.now() + RESET_TOKEN_LIFETIME_MS).toISOString();
    await this.aggregates.decide(context, (streams) => {
      for (const account of accounts) {
        streams.append(
          accountStreamOf(account.type, account._id),
          [passwordResetRequested(account, this.tokens.issue(), expiresAt, page)],
          'any',
        );
      }
      if (accounts.length === 0) {
        this.securityLog.entryIn(streams, context, {
          event_type: 'suspicious_activity',
          severity: 'info',
          username: login.value.trim(),
          details: { reason: 'password_reset_for_unknown_account' },
        });
      }
      return {};
    });
  }
}
