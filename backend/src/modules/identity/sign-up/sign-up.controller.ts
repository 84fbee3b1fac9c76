import {
  IDENTITY_ENDPOINTS,
  LIMITS,
  SIGN_UP_TEXTS,
  VERIFICATION_CODE_TTL_MINUTES,
  type BodyOf,
} from '@morphic/contracts';
import { Controller, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { CvUpload, type UploadedCv } from '#infrastructure/files/cv-file';
import { RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { GetSessionUser } from '../session/queries/get-session-user.handler';
import { scorePasswordStrength } from './password/password-strength.scorer';
import { SignUpOperator } from './registration/commands/sign-up-operator.handler';
import { SendVerificationCode } from './verification/commands/send-verification-code.handler';
import { VerifyEmail } from './verification/commands/verify-email.handler';

const { checkPasswordStrength, sendVerification, verifyEmail, register } = IDENTITY_ENDPOINTS;

/** Sign-up: password strength, email verification codes and registration (spec 01). */
@ApiTags('auth')
@Controller()
export class SignUpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Endpoint(checkPasswordStrength)
  checkPasswordStrength(
    @RequestBody() body: BodyOf<typeof checkPasswordStrength>,
  ): Reply<typeof checkPasswordStrength> {
    return {
      strength: scorePasswordStrength(body.password, {
        username: body.username ?? null,
        email: body.email ?? null,
      }),
    };
  }

  @Endpoint(sendVerification)
  async sendVerification(
    @RequestBody() body: BodyOf<typeof sendVerification>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof sendVerification>> {
    const { position } = await this.commands.execute(new SendVerificationCode(body.email, context));
    return {
      success: true,
      message: SIGN_UP_TEXTS.codeSent,
      expires_in_seconds: VERIFICATION_CODE_TTL_MINUTES * 60,
      resend_after_seconds: LIMITS.verificationResendCooldownSeconds,
      position,
    };
  }

  @Endpoint(verifyEmail)
  async verifyEmail(
    @RequestBody() body: BodyOf<typeof verifyEmail>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof verifyEmail>> {
    const { position } = await this.commands.execute(
      new VerifyEmail(body.email, body.code, context),
    );
    return { success: true, message: SIGN_UP_TEXTS.emailVerified, position };
  }

  /**
   * JSON, or multipart with `cv_file`. Not an idempotent command endpoint on purpose: its
   * answer carries a session token, which must not be kept in the event log for replays.
   */
  @Endpoint(register)
  @CvUpload()
  async register(
    @RequestBody() body: BodyOf<typeof register>,
    @UploadedFile() cv: UploadedCv | undefined,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof register>> {
    const { operatorId, session } = await this.commands.execute(
      new SignUpOperator(body, cv ?? null, context),
    );
    await this.readYourWrites.settled(session.position);
    const user = await this.queries.execute(new GetSessionUser(operatorId, null));
    return {
      success: true,
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      user,
      message: SIGN_UP_TEXTS.registrationSuccess,
      position: session.position,
    };
  }
}
