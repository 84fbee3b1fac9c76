import { NOTIFICATIONS_COLLECTION, type NotificationDoc } from '@morphic/contracts/server';
import { NOTIFICATION_TEXTS, type Notification } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { toNotification } from '@morphic/projections';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '../../../../infrastructure/tokens';

/** One of a recipient's notifications, as the list shows it. */
export class GetNotification extends Query<Notification> {
  constructor(
    readonly recipientId: string,
    readonly notificationId: string,
  ) {
    super();
  }
}

@QueryHandler(GetNotification)
export class GetNotificationHandler implements IQueryHandler<GetNotification> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ recipientId, notificationId }: GetNotification): Promise<Notification> {
    const doc = await this.store
      .collection<NotificationDoc>(NOTIFICATIONS_COLLECTION)
      .findOne({ _id: notificationId, recipient_id: recipientId, deleted_at: null });
    if (!doc) throw new NotFoundException(NOTIFICATION_TEXTS.notFound);
    return toNotification(doc);
  }
}
