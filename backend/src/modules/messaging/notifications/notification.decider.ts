import { NOTIFICATION_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '../../../infrastructure/commands/decider';

export interface NotificationState {
  /** Null until the notification is sent. */
  readonly sent: { readonly id: string; readonly recipientId: string } | null;
  readonly read: boolean;
  readonly deleted: boolean;
}

export type NotificationCommand =
  | { readonly kind: 'Send'; readonly notification: EventData<'NotificationSent'> }
  /** `recipientId`: whose notifications the caller acts on (the operator id in the URL). */
  | { readonly kind: 'MarkRead'; readonly recipientId: string }
  | { readonly kind: 'Delete'; readonly recipientId: string };

type NotificationEvent = EventOfType<
  'NotificationSent' | 'NotificationRead' | 'NotificationDeleted'
>;

/**
 * One notification (stream `notification-<id>`): sent once, then read and deleted by its
 * recipient. Someone else's notification, or a deleted one, reads as not found; reading it
 * again changes nothing.
 */
export const notificationDecider: Decider<
  NotificationState,
  NotificationCommand,
  NotificationEvent
> = {
  initialState: { sent: null, read: false, deleted: false },

  evolve(state: NotificationState, event: DomainEvent): NotificationState {
    switch (event.type) {
      case 'NotificationSent':
        return {
          ...state,
          sent: { id: event.data.notification_id, recipientId: event.data.recipient_id },
        };
      case 'NotificationRead':
        return { ...state, read: true };
      case 'NotificationDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },

  decide(command: NotificationCommand, state: NotificationState): NotificationEvent[] {
    if (command.kind === 'Send') {
      if (state.sent) throw new DomainRuleViolation('conflict', 'Notification already exists');
      return [{ type: 'NotificationSent', data: command.notification }];
    }
    const { sent } = state;
    if (!sent || sent.recipientId !== command.recipientId || state.deleted) {
      throw new DomainRuleViolation('not_found', NOTIFICATION_TEXTS.notFound);
    }
    const data = { notification_id: sent.id, recipient_id: sent.recipientId };
    if (command.kind === 'Delete') return [{ type: 'NotificationDeleted', data }];
    return state.read ? [] : [{ type: 'NotificationRead', data }];
  },
};
