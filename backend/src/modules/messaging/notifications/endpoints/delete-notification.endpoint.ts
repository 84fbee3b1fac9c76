import { MESSAGING_ENDPOINTS, NOTIFICATION_TEXTS } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { assertOwnOrAdmin } from '#infrastructure/auth/ownership';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { notificationDecider } from '../notification.decider';

const { deleteNotification } = MESSAGING_ENDPOINTS;

/** Deletes one of the recipient's notifications: it leaves their list and their unread count. */
@HandlesEndpoint(deleteNotification)
export class DeleteNotification {
  constructor(private readonly aggregates: AggregateRepository) {}

  async handle({
    params: { id: recipientId, notificationId },
    caller,
    context,
  }: EndpointRequest<typeof deleteNotification>): Promise<Reply<typeof deleteNotification>> {
    assertOwnOrAdmin(caller, recipientId);
    const { position } = await this.aggregates.execute(
      STREAMS.notification(notificationId),
      notificationDecider,
      { kind: 'Delete', recipientId },
      context,
    );
    return { success: true, message: NOTIFICATION_TEXTS.deleted, id: notificationId, position };
  }
}
