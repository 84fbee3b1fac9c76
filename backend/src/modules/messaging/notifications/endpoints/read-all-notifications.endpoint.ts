import { MESSAGING_ENDPOINTS, NOTIFICATION_TEXTS } from '@morphic/contracts';
import { NOTIFICATIONS_COLLECTION, STREAMS, type NotificationDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { assertOwnOrAdmin } from '#infrastructure/auth/ownership';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { READ_STORE } from '#infrastructure/tokens';
import { notificationInboxDecider } from '../notification-inbox.decider';

const { readAllNotifications } = MESSAGING_ENDPOINTS;

/**
 * Marks every notification the recipient's list shows unread as read, in one event. The list
 * is a lookup: one that lands a moment later stays unread, as it would on screen.
 */
@HandlesEndpoint(readAllNotifications)
export class ReadAllNotifications {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async handle({
    params: { id: recipientId },
    caller,
    context,
  }: EndpointRequest<typeof readAllNotifications>): Promise<Reply<typeof readAllNotifications>> {
    assertOwnOrAdmin(caller, recipientId);
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
    const notificationIds = outcome.events.flatMap((event) => event.data.notification_ids);
    return {
      success: true,
      message: NOTIFICATION_TEXTS.allMarkedRead(notificationIds.length),
      notification_ids: notificationIds,
      position: outcome.position,
    };
  }
}
