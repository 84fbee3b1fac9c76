import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import { SIGN_IN_TEXTS } from '@morphic/contracts';
import type { Filter, ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../infrastructure/clock/clock';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import type { AppConfig } from '../../../../infrastructure/config/app-config';
import { ReadYourWrites } from '../../../../infrastructure/http/read-your-writes';
import { Mailer } from '../../../../infrastructure/mail/mailer';
import { APP_CONFIG, READ_STORE } from '../../../../infrastructure/tokens';
import { accountStreamOf } from '../account-stream';
import { passwordResetDecider } from '../password-reset.decider';
import { RESET_TOKEN_LIFETIME_MS, newResetToken } from '../reset-token';

/**
 * Which page the mailed link opens: the reset page (`/reset-password?token=`) or the email
 * verification page in reset mode (`/email-verification?reset_token=&uid=`).
 */
export type ResetLinkPage = 'reset_password' | 'email_verification';

/** Mails a reset link to every account the login names (none: nothing happens, silently). */
export class RequestPasswordReset extends Command<{ mailed: number }> {
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
    private readonly readYourWrites: ReadYourWrites,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ login, page, context }: RequestPasswordReset): Promise<{ mailed: number }> {
    const value = login.value.trim().toLowerCase();
    const filter: Filter =
      login.by === 'email'
        ? { email_lower: value }
        : { $or: [{ username_lower: value }, { email_lower: value }] };
    const accounts = await this.store.collection<AccountDoc>(ACCOUNTS_COLLECTION).find(filter);
    for (const account of accounts) await this.mailLink(account, page, context);
    return { mailed: accounts.length };
  }

  private async mailLink(account: AccountDoc, page: ResetLinkPage, context: CommandContext) {
    const { token, hash } = newResetToken();
    const outcome = await this.aggregates.execute(
      accountStreamOf(account.type, account._id),
      passwordResetDecider,
      {
        kind: 'Request',
        email: account.email,
        tokenHash: hash,
        expiresAt: new Date(this.clock.now() + RESET_TOKEN_LIFETIME_MS).toISOString(),
      },
      context,
    );
    // The link must work the moment the mail arrives: the reset page reads the read model.
    await this.readYourWrites.settled(outcome.position);
    const query =
      page === 'reset_password'
        ? `/reset-password?token=${token}`
        : `/email-verification?reset_token=${token}&uid=${encodeURIComponent(account._id)}`;
    const label =
      account.type === 'operator'
        ? SIGN_IN_TEXTS.operatorAccountLabel
        : SIGN_IN_TEXTS.companyAccountLabel;
    await this.mailer.send({
      to: account.email,
      subject: SIGN_IN_TEXTS.resetMailSubject,
      text: SIGN_IN_TEXTS.resetMailText(`${this.config.publicUrl}${query}`, label),
    });
  }
}
