import { ACCOUNTS_COLLECTION, STREAMS, type AccountDoc } from '@morphic/contracts/server';
import {
  SIGN_UP_TEXTS,
  normalizeEmail,
  type RegisterCommandInput,
  type StoredCv,
} from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../infrastructure/clock/clock';
import { AggregateRepository } from '../../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../../infrastructure/commands/command-context';
import { DomainRuleViolation } from '../../../../../infrastructure/commands/decider';
import { checkCvFile, type UploadedCv } from '../../../../../infrastructure/files/cv-file';
import { FileStore } from '../../../../../infrastructure/files/file-store';
import { ReadYourWrites } from '../../../../../infrastructure/http/read-your-writes';
import { RateLimiter } from '../../../../../infrastructure/security/rate-limiter';
import { SecurityLog } from '../../../../../infrastructure/security/security-log';
import { READ_STORE } from '../../../../../infrastructure/tokens';
import { GetPublicSettings } from '../../../../admin/settings/queries/get-settings.handler';
import { RegisterOperator } from '../../../operator/commands/register-operator.handler';
import { SessionIssuer, type OpenedSession } from '../../../session/session-issuer';
import { scorePasswordStrength } from '../../password/password-strength.scorer';
import { checkCode, verificationDecider } from '../../verification/verification-code.decider';
import { VerificationCodes } from '../../verification/verification-codes';

export interface SignedUp {
  readonly operatorId: string;
  /** The new account's first session, opened the way a sign-in opens one. */
  readonly session: OpenedSession;
}

/**
 * Registers an operator who proved their email with a mailed code: the password passes the
 * server's strength check, the CV (if any) is a real PDF or DOCX, the code is the current
 * one; then the account joins the current cohort with its email verified, the code is
 * spent, and the first session opens.
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
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly codes: VerificationCodes,
    private readonly files: FileStore,
    private readonly rateLimiter: RateLimiter,
    private readonly readYourWrites: ReadYourWrites,
    private readonly sessions: SessionIssuer,
    private readonly securityLog: SecurityLog,
    private readonly clock: Clock,
    @Inject(READ_STORE) private readonly store: ReadStore,
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

    const email = normalizeEmail(input.email);
    await this.rateLimiter.consume(
      'verification_code',
      { account: email, ip: context.ip },
      context,
    );
    const stream = STREAMS.verification(email);
    const codeHash = this.codes.hash(email, input.verification_code);
    const now = new Date(this.clock.now());
    checkCode((await this.aggregates.load(stream, verificationDecider)).state, codeHash, now);

    const storedCv: StoredCv | undefined =
      cv && cvKind
        ? { ...(await this.files.save(cv.buffer, cv.originalname)), kind: cvKind }
        : undefined;
    const { current_cohort } = await this.queries.execute(new GetPublicSettings());
    const registered = await this.commands.execute(
      new RegisterOperator(
        {
          username: input.username,
          email: input.email,
          password: input.password,
          fullName: input.full_name,
          role: 'operator',
          age: input.age,
          education: input.education,
          university: input.university,
          cohort: current_cohort,
          emailVerified: true,
          ...(storedCv ? { cv: storedCv } : {}),
        },
        context,
      ),
    );
    // Two sign-ups cannot both get here with one code: the email reservation admits one.
    const used = await this.aggregates.execute(
      stream,
      verificationDecider,
      {
        kind: 'Use',
        email,
        codeHash,
        now,
        accountId: registered.operatorId,
        purpose: 'registration',
      },
      { ...context, actorId: registered.operatorId },
    );
    await this.rateLimiter.reset('verification_code', { account: email });

    await this.readYourWrites.settled(used.position ?? registered.position);
    const account = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ _id: registered.operatorId });
    if (!account) throw new Error(`Registered account ${registered.operatorId} is not readable`);
    const session = await this.sessions.open(account, { ...context, actorId: account._id });
    await this.securityLog.record(context, {
      event_type: 'registration_success',
      severity: 'info',
      username: account.username,
      details: { operator_id: account._id, cv: storedCv !== undefined },
    });
    return { operatorId: account._id, session };
  }
}
