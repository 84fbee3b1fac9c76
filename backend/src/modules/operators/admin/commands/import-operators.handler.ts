import {
  AdminCreateOperatorRequestSchema,
  OPERATORS_CONSOLE_TEXTS,
  type AdminCreateOperatorCommand,
  type AdminImportRow,
  type Role,
} from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { PasswordHasher } from '#infrastructure/auth/password-hasher';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Decision } from '#infrastructure/commands/decision';
import { identifierDecider } from '../../../identity/identifier/identifier.decider';
import { registerOperatorIn } from '../../../identity/operator/commands/register-operator.handler';
import { GetPublicSettings } from '../../../platform/settings/queries/get-settings.handler';
import { adminRegistration, founderGrantProblem, passwordProblem } from './create-operator.handler';

interface ValidRow {
  readonly row: number;
  readonly input: AdminCreateOperatorCommand;
  readonly passwordHash: string;
}

const refused = (row: number, handle: string | null, reason: string): AdminImportRow => ({
  row,
  handle,
  outcome: 'refused',
  operator_id: null,
  reason,
});

const handleOf = (row: unknown): string | null => {
  const handle = (row as { handle?: unknown } | null)?.handle;
  return typeof handle === 'string' ? handle : null;
};

/**
 * Operators from the console's Import modal. Every row is checked first with the create form's
 * rules (and against the other rows); then every valid row whose handle and email are free is
 * created in ONE append, and the report says, per row, what was created and what was refused
 * and why. A row is never half-imported: an account is created whole or not at all.
 */
export class ImportOperators extends Command<Decided<{ rows: AdminImportRow[] }>> {
  constructor(
    readonly rows: readonly unknown[],
    readonly callerRoles: readonly Role[],
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ImportOperators)
export class ImportOperatorsHandler implements ICommandHandler<ImportOperators> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly queries: QueryBus,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ rows, callerRoles, context }: ImportOperators) {
    const report: AdminImportRow[] = [];
    const valid: ValidRow[] = [];
    const seen = { handle: new Set<string>(), email: new Set<string>() };
    for (const [index, raw] of rows.entries()) {
      const row = index + 1;
      const parsed = AdminCreateOperatorRequestSchema.safeParse(raw);
      if (!parsed.success) {
        report.push(refused(row, handleOf(raw), parsed.error.issues[0]?.message ?? 'Invalid row'));
        continue;
      }
      const input = parsed.data;
      const problem =
        founderGrantProblem(input, callerRoles) ??
        passwordProblem(input) ??
        (['handle', 'email'] as const)
          .filter((field) => seen[field].has(input[field].toLowerCase()))
          .map((field) => OPERATORS_CONSOLE_TEXTS.importDuplicate(field))[0] ??
        null;
      if (problem) {
        report.push(refused(row, input.handle, problem));
        continue;
      }
      seen.handle.add(input.handle.toLowerCase());
      seen.email.add(input.email.toLowerCase());
      valid.push({ row, input, passwordHash: await this.hasher.hash(input.password) });
    }

    const { current_cohort } = await this.queries.execute(new GetPublicSettings());
    const decided = await this.aggregates.decide(context, async (streams) => {
      const outcomes: AdminImportRow[] = [];
      for (const { row, input, passwordHash } of valid) {
        const taken = await this.takenIdentifier(streams, input);
        if (taken) {
          outcomes.push(refused(row, input.handle, taken));
          continue;
        }
        const operatorId = randomUUID();
        await registerOperatorIn(
          streams,
          operatorId,
          adminRegistration(input, current_cohort),
          passwordHash,
        );
        outcomes.push({
          row,
          handle: input.handle,
          outcome: 'created',
          operator_id: operatorId,
          reason: null,
        });
      }
      return { rows: outcomes };
    });
    return {
      ...decided,
      rows: [...report, ...decided.rows].sort((a, b) => a.row - b.row),
    };
  }

  /** Why the row's handle or email cannot be reserved (null: both are free). */
  private async takenIdentifier(
    streams: Decision,
    input: AdminCreateOperatorCommand,
  ): Promise<string | null> {
    const claims = [
      { kind: 'username', value: input.handle, message: OPERATORS_CONSOLE_TEXTS.handleTaken },
      { kind: 'email', value: input.email, message: OPERATORS_CONSOLE_TEXTS.emailTaken },
    ] as const;
    for (const claim of claims) {
      const holder = await streams.read(
        STREAMS.identifier(claim.kind, 'operator', claim.value),
        identifierDecider,
      );
      if (holder.accountId !== null) return claim.message;
    }
    return null;
  }
}
