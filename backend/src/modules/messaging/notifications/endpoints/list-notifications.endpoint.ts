import { MESSAGING_ENDPOINTS } from '@morphic/contracts';
import { NOTIFICATIONS_COLLECTION, type NotificationDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { toNotification } from '@morphic/projections';
import { Inject } from '@nestjs/common';
import { assertOwnOrAdmin } from '#infrastructure/auth/ownership';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { READ_STORE } from '#infrastructure/tokens';

const { notifications } = MESSAGING_ENDPOINTS;

/** A user's notifications (deleted ones left out), newest first, with the unread count. */
@HandlesEndpoint(notifications)
export class ListNotifications {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async handle({
    params,
    caller,
  }: EndpointRequest<typeof notifications>): Promise<Reply<typeof notifications>> {
    assertOwnOrAdmin(caller, params.id);
    const collection = this.store.collection<NotificationDoc>(NOTIFICATIONS_COLLECTION);
    const listed = { recipient_id: params.id, deleted_at: null };
    const [docs, unread] = await Promise.all([
      collection.find(listed, { sort: { created_at: -1 } }),
      collection.count({ ...listed, is_read: false }),
    ]);
    return { success: true, notifications: docs.map(toNotification), unread_count: unread };
  }
}
