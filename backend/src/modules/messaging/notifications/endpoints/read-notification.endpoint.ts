import { MESSAGING_ENDPOINTS, NOTIFICATION_TEXTS } from '@morphic/contracts';
import { NOTIFICATIONS_COLLECTION, STREAMS, type NotificationDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { toNotification } from '@morphic/projections';
import { Inject, NotFoundException } from '@nestjs/common';
import { assertOwnOrAdmin } from '#infrastructure/auth/ownership';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { READ_STORE } from '#infrastructure/tokens';
import { notificationDecider } from '../notification.decider';

const { readNotification } = MESSAGING_ENDPOINTS;

/** Marks one of the recipient's notifications read; answers it as the list now shows it. */
@HandlesEndpoint(readNotification)
export class MarkNotificationRead {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async handle({
    params: { id: recipientId, notificationId },
    caller,
    context,
  }: EndpointRequest<typeof readNotification>): Promise<Reply<typeof readNotification>> {
    assertOwnOrAdmin(caller, recipientId);
    const { position } = await this.aggregates.execute(
      STREAMS.notification(notificationId),
      notificationDecider,
      { kind: 'MarkRead', recipientId },
      context,
    );
    await this.readYourWrites.settled(position);
    const doc = await this.store
      .collection<NotificationDoc>(NOTIFICATIONS_COLLECTION)
      .findOne({ _id: notificationId, recipient_id: recipientId, deleted_at: null });
    if (!doc) throw new NotFoundException(NOTIFICATION_TEXTS.notFound);
    return {
      success: true,
      message: NOTIFICATION_TEXTS.markedRead,
      notification: toNotification(doc),
      position,
    };
  }
}
