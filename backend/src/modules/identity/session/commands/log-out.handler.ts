import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { sessionDecider } from '../session.decider';

/** Revokes the token of the current session. */
export class LogOut extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly jti: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(LogOut)
export class LogOutHandler implements ICommandHandler<LogOut> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ jti, context }: LogOut): Promise<{ position: LogPosition | null }> {
    const outcome = await this.aggregates.execute(
      STREAMS.session(jti),
      sessionDecider,
      { kind: 'Revoke', reason: 'logout' },
      context,
    );
    return { position: outcome.position };
  }
}
