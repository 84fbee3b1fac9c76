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
import { IdentifierReservations } from '../../identity/identifier/identifier-reservations';

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

/** Adds a representative account to a company, with a unique company-rep email. */
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
    private readonly reservations: IdentifierReservations,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ registration, context }: RegisterCompanyRep) {
    // The company's creation must precede its representatives in the log.
    const company = await this.aggregates.load(
      STREAMS.company(registration.companyId),
      companyDecider,
    );
    if (!company.state.exists) throw new DomainRuleViolation('not_found', 'Company not found');
    const repId = randomUUID();
    const claims = [
      {
        identifier: 'email' as const,
        value: registration.email,
        takenMessage: 'Email already registered',
      },
    ];
    return this.reservations.holding('company_rep', repId, claims, context, async () => {
      const outcome = await this.aggregates.execute(
        STREAMS.companyRep(repId),
        companyRepDecider,
        {
          event: {
            type: 'CompanyRepRegistered',
            data: {
              rep_id: repId,
              company_id: registration.companyId,
              email: registration.email,
              first_name: registration.firstName,
              last_name: registration.lastName,
              phone: registration.phone,
              password_hash: await this.hasher.hash(registration.password),
              role: registration.role,
              status: registration.status,
              permissions: registration.permissions,
            },
          },
        },
        context,
      );
      return { repId, position: outcome.position };
    });
  }
}
