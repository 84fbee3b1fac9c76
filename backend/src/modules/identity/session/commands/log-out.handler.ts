import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { SessionEndings } from '../session-endings';

/** Revokes the token of the current session, and the impersonations it started; logs each. */
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
    private readonly endings: SessionEndings,
  ) {}

  async execute({ jti, context }: LogOut): Promise<{ position: LogPosition | null }> {
    const { position } = await this.aggregates.decide(context, async (streams) => {
      await this.endings.endIn(streams, context, jti, 'logout');
      return {};
    });
    return { position };
  }
}
