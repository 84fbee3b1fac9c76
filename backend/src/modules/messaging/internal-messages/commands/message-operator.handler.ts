import { OPERATOR_ANALYSIS_TEXTS } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { uuidFromKey } from '#infrastructure/ids/uuid-from-key';
import { sendNotificationIn } from '../../notifications/send-notification-in';
import { replyNotification } from '../reply-notification';
import { threadDecider } from '../thread.decider';

/** The operator's one direct conversation with the admins: the same thread for every message. */
export const directThreadId = (operatorId: string): string =>
  uuidFromKey(`direct-thread:${operatorId}`);

export interface MessageToOperator {
  readonly operatorId: string;
  readonly operatorName: string;
  readonly adminId: string;
  readonly adminName: string;
  readonly messageId: string;
  readonly message: string;
}

/**
 * An admin's direct message: a reply in the operator's direct thread with the admins (opened
 * by this first message when there is none yet), and the notification that tells the operator,
 * in one append. The operator reads it in their internal messages, live.
 */
export class MessageOperator extends Command<{
  threadId: string;
  messageId: string;
  position: LogPosition | null;
}> {
  constructor(
    readonly input: MessageToOperator,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(MessageOperator)
export class MessageOperatorHandler implements ICommandHandler<MessageOperator> {
  constructor(private readonly aggregates: AggregateRepository) {}

  execute({ input, context }: MessageOperator) {
    const threadId = directThreadId(input.operatorId);
    return this.aggregates.decide(context, async (streams) => {
      const stream = STREAMS.thread(threadId);
      // The thread decider opens threads only with the user's own first message.
      if (!(await streams.read(stream, threadDecider)).opened) {
        streams.append(stream, [
          {
            type: 'InternalThreadOpened',
            data: {
              thread_id: threadId,
              operator_id: input.operatorId,
              operator_name: input.operatorName,
              subject: OPERATOR_ANALYSIS_TEXTS.directThreadSubject,
            },
          },
        ]);
      }
      await streams.decide(stream, threadDecider, {
        kind: 'Reply',
        adminId: input.adminId,
        senderName: input.adminName,
        messageId: input.messageId,
        message: input.message,
      });
      await sendNotificationIn(
        streams,
        replyNotification({
          messageId: input.messageId,
          operatorId: input.operatorId,
          message: input.message,
        }),
      );
      return { threadId, messageId: input.messageId };
    });
  }
}
