import { Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { Mailer, type OutgoingMail } from './mailer';

/** Sends through an SMTP server (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com`). */
export class SmtpMailer extends Mailer {
  private readonly logger = new Logger(SmtpMailer.name);
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
    this.logger.log(`Mail sent to ${mail.to}: ${mail.subject}`);
  }

  close(): void {
    this.transport.close();
  }
}
