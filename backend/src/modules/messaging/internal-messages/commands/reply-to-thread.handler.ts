import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { sendNotificationIn } from '../../notifications/send-notification-in';
import { replyNotification } from '../reply-notification';
import { threadDecider, type ThreadCommand } from '../thread.decider';

type Reply = Omit<Extract<ThreadCommand, { kind: 'Reply' }>, 'kind'>;

/** An admin's reply in a thread, and the notification that tells the thread's user. */
export class ReplyToThread extends Command<{ messageId: string; position: LogPosition | null }> {
  constructor(
    readonly threadId: string,
    readonly reply: Reply,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * The reply and the notification that tells the thread's user, whose id follows from the
 * reply's message id, in one append: the user's notification list holds it once the reply is
 * acknowledged.
 */
@CommandHandler(ReplyToThread)
export class ReplyToThreadHandler implements ICommandHandler<ReplyToThread> {
  constructor(private readonly aggregates: AggregateRepository) {}

  execute({ threadId, reply, context }: ReplyToThread) {
    return this.aggregates.decide(context, async (streams) => {
      const { state } = await streams.decide(STREAMS.thread(threadId), threadDecider, {
        kind: 'Reply',
        ...reply,
      });
      const operatorId = state.opened?.operatorId;
      if (operatorId) {
        await sendNotificationIn(
          streams,
          replyNotification({ messageId: reply.messageId, operatorId, message: reply.message }),
        );
      }
      return { messageId: reply.messageId };
    });
  }
}
