import { SIGN_IN_TEXTS } from '@morphic/contracts';
import type { EventData } from '@morphic/contracts/server';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '#infrastructure/config/app-config';
import { MailDelivery } from '#infrastructure/mail/mail-delivery';
import type { OutgoingMail } from '#infrastructure/mail/mailer';
import { AsReactor, type Reactor, type ReactorEvent } from '#infrastructure/reactors/reactor';
import { APP_CONFIG } from '#infrastructure/tokens';
import { ResetTokens } from '../reset-token';

type ResetRequest = EventData<'PasswordResetRequested'>;

/**
 * Mails each requested password reset its link (the call to the mail server happens here, after
 * the request was answered). The runtime hands the reactor a request once the read models hold
 * it, so the link works the moment the mail arrives. A mail the server refuses is logged and not
 * retried: the person asks again, and the next request's mail goes out.
 */
@Injectable()
@AsReactor()
export class PasswordResetMailReactor implements Reactor<'PasswordResetRequested'> {
  readonly name = 'password-reset-mail';
  readonly handles = new Set(['PasswordResetRequested'] as const);
  // Links requested before this reactor existed were mailed by the command itself.
  readonly startFrom = 'head';
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly tokens: ResetTokens,
    private readonly mailer: MailDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async react(event: ReactorEvent<'PasswordResetRequested'>): Promise<void> {
    if (!event.data.token_id) return;
    await this.mailer.send(this.mailOf(event.data, event.data.token_id)).catch((error: unknown) => {
      this.logger.error(`Password reset mail to ${event.data.email} failed: ${String(error)}`);
    });
  }

  private mailOf(request: ResetRequest, tokenId: string): OutgoingMail {
    const token = this.tokens.tokenFor(tokenId);
    const query =
      request.link_page === 'email_verification'
        ? `/email-verification?reset_token=${token}&uid=${encodeURIComponent(request.account_id)}`
        : `/reset-password?token=${token}`;
    const label =
      request.account_type === 'operator'
        ? SIGN_IN_TEXTS.operatorAccountLabel
        : SIGN_IN_TEXTS.companyAccountLabel;
    return {
      to: request.email,
      subject: SIGN_IN_TEXTS.resetMailSubject,
      text: SIGN_IN_TEXTS.resetMailText(`${this.config.publicUrl}${query}`, label),
    };
  }
}
