import { SIGN_UP_TEXTS, type RegisterCommandInput, type StoredCv } from '@morphic/contracts';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { PasswordHasher } from '#infrastructure/auth/password-hasher';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { checkCvFile, type UploadedCv } from '#infrastructure/files/cv-file';
import { FileStore } from '#infrastructure/files/file-store';
import { SecurityLog } from '#infrastructure/security/security-log';
import { GetPublicSettings } from '../../../../platform/settings/queries/get-settings.handler';
import { registerOperatorIn } from '../../../operator/commands/register-operator.handler';
import { SessionIssuer, type OpenedSession } from '../../../session/session-issuer';
import { scorePasswordStrength } from '../../password/password-strength.scorer';
import { SignUpCodes, type CheckedSignUpCode } from '../../verification/sign-up-code';

export interface SignedUp {
  readonly operatorId: string;
  /** The new account's first session, opened the way a sign-in opens one. */
  readonly session: OpenedSession;
}

/**
 * Registers an operator who proved their email with a mailed code: the password passes the
 * server's strength check, the CV (if any) is a real PDF or DOCX, the code is the current
 * one; then, in one append, the account joins the current cohort with its email verified, its
 * username and email are reserved, the code is spent, and the first session opens.
 */
export class SignUpOperator extends Command<SignedUp> {
  constructor(
    readonly input: RegisterCommandInput,
    readonly cv: UploadedCv | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SignUpOperator)
export class SignUpOperatorHandler implements ICommandHandler<SignUpOperator> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly queries: QueryBus,
    private readonly hasher: PasswordHasher,
    private readonly signUpCodes: SignUpCodes,
    private readonly files: FileStore,
    private readonly sessions: SessionIssuer,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute({ input, cv, context }: SignUpOperator): Promise<SignedUp> {
    const strength = scorePasswordStrength(input.password, {
      username: input.username,
      email: input.email,
    });
    if (!strength.is_valid) {
      throw new DomainRuleViolation('invalid', SIGN_UP_TEXTS.passwordNotSecure);
    }
    const cvKind = cv ? await checkCvFile(cv) : null;

    const code = await this.signUpCodes.check(input.email, input.verification_code, context);
    // A refused registration (a taken username or email, any failure) leaves no CV on disk.
    const signedUp = await this.files.saveForCommand(async (save) => {
      const storedCv: StoredCv | undefined =
        cv && cvKind ? { ...(await save(cv.buffer, cv.originalname)), kind: cvKind } : undefined;
      return this.register(input, storedCv, code, context);
    });
    await code.succeeded();
    return signedUp;
  }

  /** The registration's one append: the account, its reservations, the spent code, a session. */
  private async register(
    input: RegisterCommandInput,
    storedCv: StoredCv | undefined,
    code: CheckedSignUpCode,
    context: CommandContext,
  ): Promise<SignedUp> {
    const { current_cohort } = await this.queries.execute(new GetPublicSettings());
    const passwordHash = await this.hasher.hash(input.password);
    const operatorId = randomUUID();
    const actor = { ...context, actorId: operatorId };
    const signedUp = await this.aggregates.decide(actor, async (streams) => {
      await code.spendIn(streams, operatorId);
      const registration = {
        username: input.username,
        email: input.email,
        fullName: input.full_name,
        role: 'operator',
        age: input.age,
        education: input.education,
        university: input.university,
        cohort: current_cohort,
        emailVerified: true,
        ...(storedCv ? { cv: storedCv } : {}),
      };
      await registerOperatorIn(streams, operatorId, registration, passwordHash);
      const session = await this.sessions.openIn(streams, {
        _id: operatorId,
        type: 'operator',
        role: registration.role,
        username: registration.username,
      });
      this.securityLog.entryIn(streams, context, {
        event_type: 'registration_success',
        severity: 'info',
        username: registration.username,
        account_id: operatorId,
        details: { operator_id: operatorId, cv: storedCv !== undefined },
      });
      return { session };
    });
    return { operatorId, session: { ...signedUp.session, position: signedUp.position } };
  }
}
