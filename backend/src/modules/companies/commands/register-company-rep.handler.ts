import { STREAMS, type EventData } from '@morphic/contracts/server';
import {
  COMPANIES_CONSOLE_TEXTS,
  COMPANY_TEXTS,
  SIGN_UP_TEXTS,
  type CompanyRepPermissions,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { PasswordHasher } from '#infrastructure/auth/password-hasher';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Decision } from '#infrastructure/commands/decision';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { reserveIdentifiers } from '../../identity/identifier/identifier-reservations';
import { scorePasswordStrength } from '../../identity/sign-up/password/password-strength.scorer';
import { companyRepDecider } from '../company-rep/company-rep.decider';
import { companyDecider, companyExists } from '../company/company.decider';

export interface CompanyRepRegistration {
  readonly companyId: string;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly role: EventData<'CompanyRepRegistered'>['role'];
  readonly status: EventData<'CompanyRepRegistered'>['status'];
  readonly permissions: CompanyRepPermissions;
}

/** Adds a representative account to a company (admins, the demo), in one append; the password must be strong. */
export class RegisterCompanyRep extends Command<{ repId: string; position: LogPosition | null }> {
  constructor(
    readonly registration: CompanyRepRegistration,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Adds the representative in the caller's decision: the company must exist (its creation
 * precedes its representatives in the log) and lists the representative, the company-rep email
 * is reserved, the account created. `passwordHash` is hashed before the decision (argon2 is slow).
 */
export async function registerCompanyRepIn(
  streams: Decision,
  repId: string,
  registration: Omit<CompanyRepRegistration, 'password'>,
  passwordHash: string,
): Promise<void> {
  const company = await streams.read(STREAMS.company(registration.companyId), companyDecider);
  if (!companyExists(company)) {
    throw new DomainRuleViolation('not_found', COMPANY_TEXTS.companyNotFound);
  }
  // On the company's stream: a deletion deciding at the same moment conflicts with this.
  await streams.decide(STREAMS.company(registration.companyId), companyDecider, {
    kind: 'AddRep',
    repId,
  });
  await reserveIdentifiers(streams, 'company_rep', repId, [
    {
      identifier: 'email',
      value: registration.email,
      takenMessage: COMPANIES_CONSOLE_TEXTS.repEmailTaken,
    },
  ]);
  await streams.decide(STREAMS.companyRep(repId), companyRepDecider, {
    kind: 'Register',
    registration: {
      rep_id: repId,
      company_id: registration.companyId,
      email: registration.email,
      first_name: registration.firstName,
      last_name: registration.lastName,
      phone: registration.phone,
      password_hash: passwordHash,
      role: registration.role,
      status: registration.status,
      permissions: registration.permissions,
    },
  });
}

@CommandHandler(RegisterCompanyRep)
export class RegisterCompanyRepHandler implements ICommandHandler<RegisterCompanyRep> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ registration, context }: RegisterCompanyRep) {
    const strength = scorePasswordStrength(registration.password, { email: registration.email });
    if (!strength.is_valid) {
      throw new DomainRuleViolation('invalid', SIGN_UP_TEXTS.passwordNotSecure);
    }
    const repId = randomUUID();
    const passwordHash = await this.hasher.hash(registration.password);
    return this.aggregates.decide(context, async (streams) => {
      await registerCompanyRepIn(streams, repId, registration, passwordHash);
      return { repId };
    });
  }
}
