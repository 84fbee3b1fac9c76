import { TEST_EMAIL_ENDPOINTS, TEST_EMAIL_TEXTS } from '@morphic/contracts';
import { BadGatewayException, Logger } from '@nestjs/common';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Mailer } from '#infrastructure/mail/mailer';

const { sendTestEmail } = TEST_EMAIL_ENDPOINTS;

/**
 * Sends a test email through the same Mailer every other mail uses (SMTP, or the dev outbox),
 * and waits for it: the point is to see whether the mail path works, so a failure is the answer.
 */
@HandlesEndpoint(sendTestEmail)
export class SendTestEmail {
  private readonly logger = new Logger(SendTestEmail.name);

  constructor(private readonly mailer: Mailer) {}

  async handle({
    body,
    caller,
  }: EndpointRequest<typeof sendTestEmail>): Promise<Reply<typeof sendTestEmail>> {
    try {
      await this.mailer.send({
        to: body.email,
        subject: TEST_EMAIL_TEXTS.subject,
        text: `${TEST_EMAIL_TEXTS.body}\n\nSent by ${caller.username}.`,
      });
    } catch (error) {
      this.logger.warn(`Test email to ${body.email} failed: ${(error as Error).message}`);
      throw new BadGatewayException(TEST_EMAIL_TEXTS.failed);
    }
    return { success: true, message: TEST_EMAIL_TEXTS.sent(body.email) };
  }
}
