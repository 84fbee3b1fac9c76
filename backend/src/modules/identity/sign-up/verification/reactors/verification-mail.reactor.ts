import { SIGN_UP_TEXTS, VERIFICATION_CODE_TTL_MINUTES } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Injectable, Logger } from '@nestjs/common';
import type { Decision } from '#infrastructure/commands/decision';
import { MailDelivery } from '#infrastructure/mail/mail-delivery';
import { AsReactor, type Reactor, type ReactorEvent } from '#infrastructure/reactors/reactor';
import { verificationDecider } from '../verification-code.decider';
import { VerificationCodes } from '../verification-codes';

/**
 * Mails each issued verification code (the call to the mail server happens here, never inside
 * the command). A code that a newer one replaced is not mailed; a mail the server refuses
 * withdraws the code, so the address may ask for another at once and the command that issued
 * it answers 502.
 */
@Injectable()
@AsReactor()
export class VerificationMailReactor implements Reactor<'VerificationCodeIssued'> {
  static readonly NAME = 'verification-mail';
  readonly name = VerificationMailReactor.NAME;
  readonly handles = new Set(['VerificationCodeIssued'] as const);
  // Codes issued before this reactor existed were mailed by the command itself.
  readonly startFrom = 'head';
  private readonly logger = new Logger(VerificationMailReactor.name);

  constructor(
    private readonly codes: VerificationCodes,
    private readonly mailer: MailDelivery,
  ) {}

  async react(event: ReactorEvent<'VerificationCodeIssued'>, streams: Decision): Promise<void> {
    const { email, code_hash: codeHash, code_id: codeId } = event.data;
    if (!codeId) return;
    const stream = STREAMS.verification(email);
    if ((await streams.read(stream, verificationDecider)).codeHash !== codeHash) return;
    try {
      await this.mailer.send({
        to: email,
        subject: SIGN_UP_TEXTS.verificationMail.subject,
        text: SIGN_UP_TEXTS.verificationMail.text(
          this.codes.codeFor(codeId),
          VERIFICATION_CODE_TTL_MINUTES,
        ),
      });
    } catch (error) {
      this.logger.error(`Verification mail to ${email} failed: ${String(error)}`);
      await streams.decide(stream, verificationDecider, {
        kind: 'Withdraw',
        email,
        codeHash,
        reason: 'mail_failed',
      });
    }
  }
}
