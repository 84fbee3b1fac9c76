import {
  formatRoles,
  OPERATORS_CONSOLE_TEXTS,
  SIGN_UP_TEXTS,
  type AdminCreateOperatorCommand,
  type Role,
} from '@morphic/contracts';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { PasswordHasher } from '#infrastructure/auth/password-hasher';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { registerOperatorIn } from '../../../identity/operator/commands/register-operator.handler';
import { scorePasswordStrength } from '../../../identity/sign-up/password/password-strength.scorer';
import { GetPublicSettings } from '../../../platform/settings/queries/get-settings.handler';

/** The password rule the sign-up applies, with the sign-up's message. */
export function passwordProblem(input: AdminCreateOperatorCommand): string | null {
  const strength = scorePasswordStrength(input.password, {
    username: input.handle,
    email: input.email,
  });
  return strength.is_valid ? null : SIGN_UP_TEXTS.passwordNotSecure;
}

/**
 * Only a founder makes a founder, at creation as on a role change: else an admin could create
 * a founder account of their own and take the founders over.
 */
export function founderGrantProblem(
  input: AdminCreateOperatorCommand,
  callerRoles: readonly Role[],
): string | null {
  return input.role.includes('founder') && !callerRoles.includes('founder')
    ? OPERATORS_CONSOLE_TEXTS.founderGrantOnly
    : null;
}

/** An admin's new account as the sign-up's registration records it: verified, in a cohort. */
export function adminRegistration(input: AdminCreateOperatorCommand, currentCohort: string | null) {
  return {
    username: input.handle,
    email: input.email,
    fullName: input.full_name,
    role: formatRoles(input.role),
    age: null,
    education: null,
    university: null,
    cohort: input.cohort ?? currentCohort,
    // An admin vouches for the address; the console's verify-email action stays for sign-ups.
    emailVerified: true,
  };
}

/**
 * An admin creates an operator (or a validator, a founder): the sign-up's password rule, then
 * the sign-up's registration, which reserves the handle and email in the same append (409 when
 * either is taken, however many create it at once).
 */
export class CreateOperator extends Command<Decided<{ operatorId: string }>> {
  constructor(
    readonly input: AdminCreateOperatorCommand,
    readonly callerRoles: readonly Role[],
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateOperator)
export class CreateOperatorHandler implements ICommandHandler<CreateOperator> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly queries: QueryBus,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ input, callerRoles, context }: CreateOperator) {
    const grant = founderGrantProblem(input, callerRoles);
    if (grant) throw new DomainRuleViolation('forbidden', grant);
    const problem = passwordProblem(input);
    if (problem) throw new DomainRuleViolation('invalid', problem);
    const { current_cohort } = await this.queries.execute(new GetPublicSettings());
    const passwordHash = await this.hasher.hash(input.password);
    const operatorId = randomUUID();
    return this.aggregates.decide(context, async (streams) => {
      await registerOperatorIn(
        streams,
        operatorId,
        adminRegistration(input, current_cohort),
        passwordHash,
      );
      return { operatorId };
    });
  }
}
