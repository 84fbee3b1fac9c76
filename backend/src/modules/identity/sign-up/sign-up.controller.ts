import {
  PasswordStrengthRequestSchema,
  RegisterRequestSchema,
  SIGN_UP_TEXTS,
  SendVerificationRequestSchema,
  VERIFICATION_CODE_TTL_MINUTES,
  LIMITS,
  VerifyEmailRequestSchema,
  type PasswordStrengthRequest,
  type PasswordStrengthResponse,
  type RegisterCommandInput,
  type RegisterResponse,
  type SendVerificationRequest,
  type VerifyEmailRequest,
} from '@morphic/contracts';
import { formatPosition, type LogPosition } from '@morphic/stores';
import { Controller, HttpCode, Post, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CvUpload, type UploadedCv } from '../../../infrastructure/files/cv-file';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { ReadYourWrites } from '../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody } from '../../../infrastructure/http/zod-body';
import { GetSessionUser } from '../session/queries/get-session-user.handler';
import { scorePasswordStrength } from './password/password-strength.scorer';
import { SignUpOperator } from './registration/commands/sign-up-operator.handler';
import { SendVerificationCode } from './verification/commands/send-verification-code.handler';
import { VerifyEmail } from './verification/commands/verify-email.handler';

interface SendVerificationResult {
  success: true;
  message: string;
  expires_in_seconds: number;
  resend_after_seconds: number;
  position: LogPosition | null;
}

interface VerifyEmailResult {
  success: true;
  message: string;
  position: LogPosition | null;
}

/** Sign-up: password strength, email verification codes and registration (spec 01). */
@ApiTags('auth')
@Controller('api/auth')
export class SignUpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post('check-password-strength')
  @HttpCode(200)
  @Access('public')
  @ApiZodBody(PasswordStrengthRequestSchema)
  checkPasswordStrength(
    @ZodBody(PasswordStrengthRequestSchema) body: PasswordStrengthRequest,
  ): PasswordStrengthResponse {
    return {
      strength: scorePasswordStrength(body.password, {
        username: body.username ?? null,
        email: body.email ?? null,
      }),
    };
  }

  @Post('send-verification')
  @HttpCode(200)
  @Access('public')
  @CommandEndpoint()
  @ApiZodBody(SendVerificationRequestSchema)
  async sendVerification(
    @ZodBody(SendVerificationRequestSchema) body: SendVerificationRequest,
    @Ctx() context: CommandContext,
  ): Promise<SendVerificationResult> {
    const { position } = await this.commands.execute(new SendVerificationCode(body.email, context));
    return {
      success: true,
      message: SIGN_UP_TEXTS.codeSent,
      expires_in_seconds: VERIFICATION_CODE_TTL_MINUTES * 60,
      resend_after_seconds: LIMITS.verificationResendCooldownSeconds,
      position,
    };
  }

  @Post('verify-email')
  @HttpCode(200)
  @Access('public')
  @CommandEndpoint()
  @ApiZodBody(VerifyEmailRequestSchema)
  async verifyEmail(
    @ZodBody(VerifyEmailRequestSchema) body: VerifyEmailRequest,
    @Ctx() context: CommandContext,
  ): Promise<VerifyEmailResult> {
    const { position } = await this.commands.execute(
      new VerifyEmail(body.email, body.code, context),
    );
    return { success: true, message: SIGN_UP_TEXTS.emailVerified, position };
  }

  /**
   * JSON, or multipart with `cv_file`. Not an idempotent command endpoint on purpose: its
   * answer carries a session token, which must not be kept in the event log for replays.
   */
  @Post('register')
  @Access('public')
  @CvUpload()
  @ApiZodBody(RegisterRequestSchema)
  async register(
    @ZodBody(RegisterRequestSchema) body: RegisterCommandInput,
    @UploadedFile() cv: UploadedCv | undefined,
    @Ctx() context: CommandContext,
  ): Promise<RegisterResponse> {
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
      position: session.position ? formatPosition(session.position) : null,
    };
  }
}
