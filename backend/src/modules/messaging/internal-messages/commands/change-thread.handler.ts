import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { threadDecider, type ThreadCommand } from '../thread.decider';

export interface ChangedThread {
  readonly threadId: string;
  /** The message the change added, if any. */
  readonly messageId: string | null;
  readonly position: LogPosition | null;
}

/**
 * Opens, posts to, replies to or marks read one internal thread. The ids it answers are the
 * recorded outcome, so a retry under the same Idempotency-Key answers the first ones.
 */
export class ChangeThread extends Command<ChangedThread> {
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

  execute({ threadId, change, context }: ChangeThread): Promise<ChangedThread> {
    return this.aggregates.decide(context, async (streams) => {
      await streams.decide(STREAMS.thread(threadId), threadDecider, change);
      return { threadId, messageId: 'messageId' in change ? change.messageId : null };
    });
  }
}
