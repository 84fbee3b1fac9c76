import type { OutboxMail } from '@morphic/contracts';
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Mailer, type OutgoingMail } from './mailer';

export const OUTBOX_CAPACITY = 200;

/**
 * Where mail goes without an SMTP server: logged, and the last 200 kept in memory so a
 * developer can read them at /dev/outbox (codes, links) and finish a sign-up locally.
 */
export class DevOutbox extends Mailer {
  private readonly logger = new Logger('DevOutbox');
  private readonly mails: OutboxMail[] = [];

  send(mail: OutgoingMail): Promise<void> {
    const kept: OutboxMail = {
      id: randomUUID(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      sent_at: new Date().toISOString(),
    };
    this.mails.push(kept);
    if (this.mails.length > OUTBOX_CAPACITY) this.mails.shift();
    this.logger.log(`Mail to ${kept.to} kept in the dev outbox: ${kept.subject}\n${kept.text}`);
    return Promise.resolve();
  }

  /** Newest first. */
  list(): OutboxMail[] {
    return [...this.mails].reverse();
  }
}
