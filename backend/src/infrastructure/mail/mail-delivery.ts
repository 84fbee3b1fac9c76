import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../tokens';
import { Mailer, type OutgoingMail } from './mailer';

/**
 * How reactors send mail: a mail the server has not taken within MAIL_SEND_TIMEOUT_SECONDS
 * counts as refused, so a stalled mail server holds up no reactor (and no other mail) for long.
 */
@Injectable()
export class MailDelivery {
  private readonly timeoutMs: number;

  constructor(
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'mailSendTimeoutMs'>,
  ) {
    this.timeoutMs = config.mailSendTimeoutMs;
  }

  async send(mail: OutgoingMail): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the mail server did not answer within ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    try {
      await Promise.race([this.mailer.send(mail), stalled]);
    } finally {
      clearTimeout(timer);
    }
  }
}
