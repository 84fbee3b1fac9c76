import { STREAMS, type EventData } from '@morphic/contracts/server';
import type { CompanyRepPermissions } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { PasswordHasher } from '../../../infrastructure/auth/password-hasher';
import { AggregateRepository } from '../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { createOnceDecider } from '../../../infrastructure/commands/create-once.decider';
import { DomainRuleViolation } from '../../../infrastructure/commands/decider';
import { reserveIdentifiers } from '../../identity/identifier/identifier-reservations';

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

/** Adds a representative account to a company, with a unique company-rep email, in one append. */
export class RegisterCompanyRep extends Command<{ repId: string; position: LogPosition | null }> {
  constructor(
    readonly registration: CompanyRepRegistration,
    readonly context: CommandContext,
  ) {
    super();
  }
}

const companyRepDecider = createOnceDecider('This representative already exists');
const companyDecider = createOnceDecider('This company already exists');

@CommandHandler(RegisterCompanyRep)
export class RegisterCompanyRepHandler implements ICommandHandler<RegisterCompanyRep> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ registration, context }: RegisterCompanyRep) {
    const repId = randomUUID();
    const passwordHash = await this.hasher.hash(registration.password);
    return this.aggregates.decide(context, async (streams) => {
      // The company's creation must precede its representatives in the log.
      if (!(await streams.read(STREAMS.company(registration.companyId), companyDecider)).exists) {
        throw new DomainRuleViolation('not_found', 'Company not found');
      }
      await reserveIdentifiers(streams, 'company_rep', repId, [
        {
          identifier: 'email',
          value: registration.email,
          takenMessage: 'Email already registered',
        },
      ]);
      await streams.decide(STREAMS.companyRep(repId), companyRepDecider, {
        event: {
          type: 'CompanyRepRegistered',
          data: {
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
        },
      });
      return { repId };
    });
  }
}
