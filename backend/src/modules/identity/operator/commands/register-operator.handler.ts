import { STREAMS } from '@morphic/contracts/server';
import type { Education, StoredCv } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { PasswordHasher } from '../../../../infrastructure/auth/password-hasher';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { IdentifierReservations } from '../../identifier/identifier-reservations';
import { operatorDecider } from '../operator.decider';

export interface OperatorRegistration {
  readonly username: string;
  readonly email: string;
  readonly password: string;
  readonly fullName: string | null;
  readonly role: string;
  readonly age: number | null;
  readonly education: Education | null;
  readonly university: string | null;
  readonly cohort: string | null;
  readonly emailVerified: boolean;
  /** A CV sent with the registration, already checked and stored. */
  readonly cv?: StoredCv;
}

export interface RegisteredOperator {
  readonly operatorId: string;
  readonly position: LogPosition | null;
}

/** Creates an operator account with a unique username and email. */
export class RegisterOperator extends Command<RegisteredOperator> {
  constructor(
    readonly registration: OperatorRegistration,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RegisterOperator)
export class RegisterOperatorHandler implements ICommandHandler<RegisterOperator> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly reservations: IdentifierReservations,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ registration, context }: RegisterOperator): Promise<RegisteredOperator> {
    const operatorId = randomUUID();
    const claims = [
      {
        identifier: 'username' as const,
        value: registration.username,
        takenMessage: 'Username already taken',
      },
      {
        identifier: 'email' as const,
        value: registration.email,
        takenMessage: 'Email already registered',
      },
    ];
    return this.reservations.holding('operator', operatorId, claims, context, async () => {
      const outcome = await this.aggregates.execute(
        STREAMS.operator(operatorId),
        operatorDecider,
        {
          kind: 'Register',
          registration: {
            operator_id: operatorId,
            username: registration.username,
            email: registration.email,
            full_name: registration.fullName,
            password_hash: await this.hasher.hash(registration.password),
            role: registration.role,
            age: registration.age,
            education: registration.education,
            university: registration.university,
            cohort: registration.cohort,
            email_verified: registration.emailVerified,
            ...(registration.cv ? { cv: registration.cv } : {}),
          },
        },
        context,
      );
      return { operatorId, position: outcome.position };
    });
  }
}
