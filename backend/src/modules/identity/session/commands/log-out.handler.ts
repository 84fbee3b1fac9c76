import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../infrastructure/clock/clock';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { revokeSessionIn } from '../session-revocation';

/** Revokes the token of the current session, and the impersonations it started. */
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
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ jti, context }: LogOut): Promise<{ position: LogPosition | null }> {
    const { position } = await this.aggregates.decide(context, async (streams) => {
      await revokeSessionIn(streams, jti, 'logout', new Date(this.clock.now()));
      return {};
    });
    return { position };
  }
}
