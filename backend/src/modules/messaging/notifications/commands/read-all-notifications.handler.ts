import { NOTIFICATIONS_COLLECTION, STREAMS, type NotificationDoc } from '@morphic/contracts/server';
import type { LogPosition, ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { READ_STORE } from '../../../../infrastructure/tokens';
import { notificationInboxDecider } from '../notification-inbox.decider';

export interface ReadAllOutcome {
  readonly notificationIds: readonly string[];
  readonly position: LogPosition | null;
}

/** Marks every notification the recipient's list shows unread as read, in one event. */
export class ReadAllNotifications extends Command<ReadAllOutcome> {
  constructor(
    readonly recipientId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ReadAllNotifications)
export class ReadAllNotificationsHandler implements ICommandHandler<ReadAllNotifications> {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async execute({ recipientId, context }: ReadAllNotifications): Promise<ReadAllOutcome> {
    const unread = await this.store
      .collection<NotificationDoc>(NOTIFICATIONS_COLLECTION)
      .find(
        { recipient_id: recipientId, is_read: false, deleted_at: null },
        { projection: { _id: 1 } },
      );
    const outcome = await this.aggregates.execute(
      STREAMS.notificationInbox(recipientId),
      notificationInboxDecider,
      { kind: 'ReadAll', recipientId, unreadIds: unread.map((doc) => doc._id) },
      context,
    );
    return {
      notificationIds: outcome.events.flatMap((event) => event.data.notification_ids),
      position: outcome.position,
    };
  }
}
