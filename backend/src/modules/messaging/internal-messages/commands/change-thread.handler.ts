import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { threadDecider, type ThreadCommand } from '../thread.decider';

/** Opens, posts to, replies to or marks read one internal thread. */
export class ChangeThread extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly threadId: string,
    readonly change: ThreadCommand,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeThread)
export class ChangeThreadHandler implements ICommandHandler<ChangeThread> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({
    threadId,
    change,
    context,
  }: ChangeThread): Promise<{ position: LogPosition | null }> {
    const outcome = await this.aggregates.execute(
      STREAMS.thread(threadId),
      threadDecider,
      change,
      context,
    );
    return { position: outcome.position };
  }
}
