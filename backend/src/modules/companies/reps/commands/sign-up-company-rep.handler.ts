import {
  ALL_COMPANY_REP_PERMISSIONS,
  COMPANY_TEXTS,
  SIGN_UP_TEXTS,
  type CompanyRepRegisterInput,
} from '@morphic/contracts';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { PasswordHasher } from '#infrastructure/auth/password-hasher';
import type { Principal } from '#infrastructure/auth/principal';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { SecurityLog } from '#infrastructure/security/security-log';
import { SessionIssuer, type OpenedSession } from '../../../identity/session/session-issuer';
import { scorePasswordStrength } from '../../../identity/sign-up/password/password-strength.scorer';
import { SignUpCodes } from '../../../identity/sign-up/verification/sign-up-code';
import { registerCompanyRepIn } from '../../commands/register-company-rep.handler';

export interface SignedUpCompanyRep {
  readonly repId: string;
  /** The representative's first session, opened the way a sign-in opens one. */
  readonly session: OpenedSession;
}

/**
 * Step 2 of the company sign-up: a representative who proved their email with a mailed code,
 * added by the company itself (its own session, from step 1 or the company sign-in). In one
 * append: the code is spent, the email reserved, the account created (active, email
 * verified) and its first session opened. Until an admin activates the company, that session
 * sees only notifications and the holding message.
 */
export class SignUpCompanyRep extends Command<SignedUpCompanyRep> {
  constructor(
    readonly input: CompanyRepRegisterInput,
    readonly company: Principal | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SignUpCompanyRep)
export class SignUpCompanyRepHandler implements ICommandHandler<SignUpCompanyRep> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly hasher: PasswordHasher,
    private readonly signUpCodes: SignUpCodes,
    private readonly sessions: SessionIssuer,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute({ input, company, context }: SignUpCompanyRep): Promise<SignedUpCompanyRep> {
    if (company?.type !== 'company' || company.accountId !== input.company_id) {
      throw new DomainRuleViolation('forbidden', COMPANY_TEXTS.signInAsCompany);
    }
    const strength = scorePasswordStrength(input.password, { email: input.email });
    if (!strength.is_valid) {
      throw new DomainRuleViolation('invalid', SIGN_UP_TEXTS.passwordNotSecure);
    }
    const code = await this.signUpCodes.check(input.email, input.verification_code, context);
    const passwordHash = await this.hasher.hash(input.password);
    const repId = randomUUID();
    const signedUp = await this.aggregates.decide(
      { ...context, actorId: repId },
      async (streams) => {
        await code.spendIn(streams, repId);
        await registerCompanyRepIn(
          streams,
          repId,
          {
            companyId: input.company_id,
            email: input.email,
            firstName: input.first_name,
            lastName: input.last_name,
            phone: input.phone,
            role: input.role,
            status: 'active',
            // The company signed itself up: its own representatives manage everything it may do.
            permissions: ALL_COMPANY_REP_PERMISSIONS,
          },
          passwordHash,
        );
        const session = await this.sessions.openIn(streams, {
          _id: repId,
          type: 'company_rep',
          role: '',
          username: input.email,
        });
        this.securityLog.entryIn(streams, context, {
          event_type: 'registration_success',
          severity: 'info',
          username: input.email,
          account_id: repId,
          details: { rep_id: repId, company_id: input.company_id },
        });
        return { session };
      },
    );
    await code.succeeded();
    return { repId, session: { ...signedUp.session, position: signedUp.position } };
  }
}
