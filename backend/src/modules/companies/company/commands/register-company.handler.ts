import {
  COMPANY_TEXTS,
  SIGN_UP_TEXTS,
  type CompanyRegisterInput,
  type CompanyStatus,
} from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { PasswordHasher } from '#infrastructure/auth/password-hasher';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { SecurityLog } from '#infrastructure/security/security-log';
import { reserveIdentifiers } from '../../../identity/identifier/identifier-reservations';
import { SessionIssuer, type OpenedSession } from '../../../identity/session/session-issuer';
import { scorePasswordStrength } from '../../../identity/sign-up/password/password-strength.scorer';
import { companyDecider } from '../company.decider';

export interface RegisteredCompany {
  readonly companyId: string;
  readonly companyName: string;
  readonly status: CompanyStatus;
  /** The company's own session: it adds the representatives (step 2 of the sign-up). */
  readonly session: OpenedSession;
}

/** A company account's username: prefixed, so a representative may use the same address. */
export const companyUsername = (email: string): string => `company:${email}`;

/**
 * Registers a company with its own password (step 1 of the company sign-up), in one append:
 * its email and name reserved, the company created, its first session opened. A new company
 * waits in `pending_verification` until an admin activates it.
 */
export class RegisterCompany extends Command<RegisteredCompany> {
  constructor(
    readonly input: CompanyRegisterInput,
    readonly context: CommandContext,
    readonly status: CompanyStatus = 'pending_verification',
  ) {
    super();
  }
}

@CommandHandler(RegisterCompany)
export class RegisterCompanyHandler implements ICommandHandler<RegisterCompany> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute({ input, context, status }: RegisterCompany): Promise<RegisteredCompany> {
    const strength = scorePasswordStrength(input.password, { email: input.email });
    if (!strength.is_valid) {
      throw new DomainRuleViolation('invalid', SIGN_UP_TEXTS.passwordNotSecure);
    }
    const passwordHash = await this.hasher.hash(input.password);
    const companyId = randomUUID();
    const username = companyUsername(input.email);
    const decided = await this.aggregates.decide(
      { ...context, actorId: context.actorId ?? companyId },
      async (streams) => {
        await reserveIdentifiers(streams, 'company', companyId, [
          {
            identifier: 'email',
            value: input.email,
            takenMessage: COMPANY_TEXTS.companyEmailTaken,
          },
          {
            identifier: 'username',
            value: input.company_name,
            takenMessage: COMPANY_TEXTS.companyNameTaken,
          },
        ]);
        await streams.decide(STREAMS.company(companyId), companyDecider, {
          kind: 'Register',
          company: {
            company_id: companyId,
            company_name: input.company_name,
            email: input.email,
            industry: input.industry,
            company_size: input.company_size,
            website: input.website,
            description: input.description,
            contact_person_name: input.contact_person_name,
            contact_person_role: input.contact_person_role,
            status,
            password_hash: passwordHash,
          },
        });
        const session = await this.sessions.openIn(streams, {
          _id: companyId,
          type: 'company',
          role: '',
          username,
        });
        this.securityLog.entryIn(streams, context, {
          event_type: 'registration_success',
          severity: 'info',
          username,
          account_id: companyId,
          details: { company_id: companyId },
        });
        return { session };
      },
    );
    return {
      companyId,
      companyName: input.company_name,
      status,
      session: { ...decided.session, position: decided.position },
    };
  }
}
