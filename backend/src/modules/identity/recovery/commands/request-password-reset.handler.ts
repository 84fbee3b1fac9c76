import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import { SIGN_IN_TEXTS } from '@morphic/contracts';
import type { Filter, LogPosition, ReadStore } from '@morphic/stores';
import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../infrastructure/clock/clock';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import type { AppConfig } from '../../../../infrastructure/config/app-config';
import { ReadYourWrites } from '../../../../infrastructure/http/read-your-writes';
import { Mailer, type OutgoingMail } from '../../../../infrastructure/mail/mailer';
import { SecurityLog } from '../../../../infrastructure/security/security-log';
import { APP_CONFIG, READ_STORE } from '../../../../infrastructure/tokens';
import { accountStreamOf } from '../account-stream';
import { passwordResetRequested } from '../password-reset.decider';
import { RESET_TOKEN_LIFETIME_MS, newResetToken } from '../reset-token';

/**
 * Which page the mailed link opens: the reset page (`/reset-password?token=`) or the email
 * verification page in reset mode (`/email-verification?reset_token=&uid=`).
 */
export type ResetLinkPage = 'reset_password' | 'email_verification';

/** A link to mail: the account, and the token whose hash the request recorded. */
interface ResetLink {
  readonly account: AccountDoc;
  readonly token: string;
}

/**
 * Records a reset request for every account the login names and mails each its link. The work
 * done before the caller is answered is the same whether an account exists or not: the same
 * lookup, then ONE append that reads no stream (the request on each account's stream, or a
 * security record that an unknown login asked). The mails go out after the answer, so neither
 * the answer nor its timing tells who has an account.
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
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly readYourWrites: ReadYourWrites,
    private readonly mailer: Mailer,
    private readonly securityLog: SecurityLog,
    private readonly clock: Clock,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ login, page, context }: RequestPasswordReset): Promise<void> {
    const value = login.value.trim().toLowerCase();
    const filter: Filter =
      login.by === 'email'
        ? { email_lower: value }
        : { $or: [{ username_lower: value }, { email_lower: value }] };
    const accounts = await this.store.collection<AccountDoc>(ACCOUNTS_COLLECTION).find(filter);
    const expiresAt = new Date(this.clock.now() + RESET_TOKEN_LIFETIME_MS).toISOString();
    const links = accounts.map((account) => ({ account, ...newResetToken() }));
    const { position } = await this.aggregates.decide(context, (streams) => {
      for (const { account, hash } of links) {
        streams.append(
          accountStreamOf(account.type, account._id),
          [passwordResetRequested(account, hash, expiresAt)],
          'any',
        );
      }
      if (links.length === 0) {
        this.securityLog.entryIn(streams, context, {
          event_type: 'suspicious_activity',
          severity: 'info',
          username: login.value.trim(),
          details: { reason: 'password_reset_for_unknown_account' },
        });
      }
      return {};
    });
    // Once this turn of the event loop has written the answer: mailing adds nothing to its time.
    if (links.length > 0) setImmediate(() => void this.mailLinks(links, page, position));
  }

  private async mailLinks(
    links: readonly ResetLink[],
    page: ResetLinkPage,
    position: LogPosition | null,
  ): Promise<void> {
    try {
      // The link must work the moment the mail arrives: the reset page reads the read model.
      await this.readYourWrites.settled(position);
    } catch (error) {
      this.logger.error(`Password reset links were not mailed: ${String(error)}`);
      return;
    }
    for (const { account, token } of links) {
      await this.mailer.send(this.mailOf(account, token, page)).catch((error: unknown) => {
        this.logger.error(`Password reset mail to ${account.email} failed: ${String(error)}`);
      });
    }
  }

  private mailOf(account: AccountDoc, token: string, page: ResetLinkPage): OutgoingMail {
    const query =
      page === 'reset_password'
        ? `/reset-password?token=${token}`
        : `/email-verification?reset_token=${token}&uid=${encodeURIComponent(account._id)}`;
    const label =
      account.type === 'operator'
        ? SIGN_IN_TEXTS.operatorAccountLabel
        : SIGN_IN_TEXTS.companyAccountLabel;
    return {
      to: account.email,
      subject: SIGN_IN_TEXTS.resetMailSubject,
      text: SIGN_IN_TEXTS.resetMailText(`${this.config.publicUrl}${query}`, label),
    };
  }
}
