import { NOTIFICATIONS_COLLECTION, type NotificationDoc } from '@morphic/contracts/server';
import type { NotificationsResponse } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { toNotification } from '@morphic/projections';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '../../../../infrastructure/tokens';

/** A user's notifications (deleted ones left out), newest first, with the unread count. */
export class ListNotifications extends Query<NotificationsResponse> {
  constructor(readonly recipientId: string) {
    super();
  }
}

@QueryHandler(ListNotifications)
export class ListNotificationsHandler implements IQueryHandler<ListNotifications> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ recipientId }: ListNotifications): Promise<NotificationsResponse> {
    const notifications = this.store.collection<NotificationDoc>(NOTIFICATIONS_COLLECTION);
    const listed = { recipient_id: recipientId, deleted_at: null };
    const [docs, unread] = await Promise.all([
      notifications.find(listed, { sort: { created_at: -1 } }),
      notifications.count({ ...listed, is_read: false }),
    ]);
    return { success: true, notifications: docs.map(toNotification), unread_count: unread };
  }
}
