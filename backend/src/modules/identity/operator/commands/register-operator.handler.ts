import { STREAMS } from '@morphic/contracts/server';
import type { Education, StoredCv } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { PasswordHasher } from '#infrastructure/auth/password-hasher';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Decision } from '#infrastructure/commands/decision';
import { reserveIdentifiers } from '../../identifier/identifier-reservations';
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

/** Creates an operator account with a unique username and email, in one append. */
export class RegisterOperator extends Command<RegisteredOperator> {
  constructor(
    readonly registration: OperatorRegistration,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Registers the operator in the caller's decision: username and email reserved, and the account
 * created, in one append. `passwordHash` is hashed before the decision (argon2 is slow).
 */
export async function registerOperatorIn(
  streams: Decision,
  operatorId: string,
  registration: Omit<OperatorRegistration, 'password'>,
  passwordHash: string,
): Promise<void> {
  await reserveIdentifiers(streams, 'operator', operatorId, [
    {
      identifier: 'username',
      value: registration.username,
      takenMessage: 'Username already taken',
    },
    { identifier: 'email', value: registration.email, takenMessage: 'Email already registered' },
  ]);
  await streams.decide(STREAMS.operator(operatorId), operatorDecider, {
    kind: 'Register',
    registration: {
      operator_id: operatorId,
      username: registration.username,
      email: registration.email,
      full_name: registration.fullName,
      password_hash: passwordHash,
      role: registration.role,
      age: registration.age,
      education: registration.education,
      university: registration.university,
      cohort: registration.cohort,
      email_verified: registration.emailVerified,
      ...(registration.cv ? { cv: registration.cv } : {}),
    },
  });
}

@CommandHandler(RegisterOperator)
export class RegisterOperatorHandler implements ICommandHandler<RegisterOperator> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ registration, context }: RegisterOperator): Promise<RegisteredOperator> {
    const operatorId = randomUUID();
    const passwordHash = await this.hasher.hash(registration.password);
    return this.aggregates.decide(context, async (streams) => {
      await registerOperatorIn(streams, operatorId, registration, passwordHash);
      return { operatorId };
    });
  }
}
