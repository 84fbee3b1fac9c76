import type { OutboxMail } from '@morphic/contracts';
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Mailer, type OutgoingMail } from './mailer';

export const OUTBOX_CAPACITY = 200;

/**
 * Where mail goes without an SMTP server: the last 200 kept in memory for an admin to read at
 * /dev/outbox, and logged. Only a development server prints the text (codes, links) in its
 * log, so a newcomer finishes a sign-up without being an admin; elsewhere the log names the
 * recipient and the subject, never a secret.
 */
export class DevOutbox extends Mailer {
  private readonly logger = new Logger('DevOutbox');
  private readonly mails: OutboxMail[] = [];

  constructor(private readonly printsTexts: boolean) {
    super();
  }

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
    const summary = `Mail to ${kept.to} kept in the dev outbox: ${kept.subject}`;
    this.logger.log(this.printsTexts ? `${summary}\n${kept.text}` : summary);
    return Promise.resolve();
  }

  /** Newest first. */
  list(): OutboxMail[] {
    return [...this.mails].reverse();
  }
}
