import { TEST_EMAIL_ENDPOINTS, TEST_EMAIL_TEXTS, type BodyOf } from '@morphic/contracts';
import { BadGatewayException, Controller, Logger } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import { RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { Mailer } from '#infrastructure/mail/mailer';

const { sendTestEmail } = TEST_EMAIL_ENDPOINTS;

/**
 * Sends a test email through the same Mailer every other mail uses (SMTP, or the dev outbox),
 * and waits for it: the point is to see whether the mail path works, so a failure is the answer.
 */
@ApiTags('settings')
@Controller()
export class TestEmailController {
  private readonly logger = new Logger(TestEmailController.name);

  constructor(private readonly mailer: Mailer) {}

  @Endpoint(sendTestEmail)
  async send(
    @RequestBody() body: BodyOf<typeof sendTestEmail>,
    @Caller() caller: Principal,
  ): Promise<Reply<typeof sendTestEmail>> {
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
