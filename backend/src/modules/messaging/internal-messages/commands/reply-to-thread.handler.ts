import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { latestPosition } from '../../../missions/assignment/latest-position';
import { sendNotificationOnce } from '../../notifications/commands/send-notification-once';
import { replyNotification } from '../reply-notification';
import { threadDecider, type ThreadCommand } from '../thread.decider';

type Reply = Omit<Extract<ThreadCommand, { kind: 'Reply' }>, 'kind'>;

/** An admin's reply in a thread, and the notification that tells the thread's user. */
export class ReplyToThread extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly threadId: string,
    readonly reply: Reply,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * The reply first, then the notification, whose id follows from the reply's message id: the
 * answer's position covers both, so the user's notification list holds it once the reply is
 * acknowledged.
 */
@CommandHandler(ReplyToThread)
export class ReplyToThreadHandler implements ICommandHandler<ReplyToThread> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly commands: CommandBus,
  ) {}

  async execute({
    threadId,
    reply,
    context,
  }: ReplyToThread): Promise<{ position: LogPosition | null }> {
    const replied = await this.aggregates.execute(
      STREAMS.thread(threadId),
      threadDecider,
      { kind: 'Reply', ...reply },
      context,
    );
    const operatorId = replied.state.opened?.operatorId;
    if (!operatorId) return { position: replied.position };
    const notified = await sendNotificationOnce(
      this.commands,
      replyNotification({ messageId: reply.messageId, operatorId, message: reply.message }),
      context,
    );
    return { position: latestPosition(replied.position, notified) };
  }
}
