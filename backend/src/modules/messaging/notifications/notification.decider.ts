import { NOTIFICATION_TEXTS, type NotificationTask } from '@morphic/contracts';
import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

export interface NotificationState {
  /** Null until the notification is sent. */
  readonly sent: {
    readonly id: string;
    readonly recipientId: string;
    readonly task: NotificationTask | null;
  } | null;
  readonly read: boolean;
  readonly deleted: boolean;
  readonly resolved: boolean;
}

export type NotificationCommand =
  | { readonly kind: 'Send'; readonly notification: EventData<'NotificationSent'> }
  /** `recipientId`: whose notifications the caller acts on (the operator id in the URL). */
  | { readonly kind: 'MarkRead'; readonly recipientId: string }
  | { readonly kind: 'Delete'; readonly recipientId: string }
  /** The recipient did what the notification asks (a reactor, on the event that did it). */
  | { readonly kind: 'Resolve' };

type NotificationEvent = EventOfType<
  'NotificationSent' | 'NotificationRead' | 'NotificationDeleted' | 'NotificationResolved'
>;

/**
 * One notification (stream `notification-<id>`): sent once, then read and deleted by its
 * recipient. Someone else's notification, or a deleted one, reads as not found; reading it
 * again changes nothing. One that asks for a task is resolved once, when the task is done.
 */
export const notificationDecider: Decider<
  NotificationState,
  NotificationCommand,
  NotificationEvent
> = {
  initialState: { sent: null, read: false, deleted: false, resolved: false },

  evolve(state: NotificationState, event: DomainEvent): NotificationState {
    switch (event.type) {
      case 'NotificationSent':
        return {
          ...state,
          sent: {
            id: event.data.notification_id,
            recipientId: event.data.recipient_id,
            task: event.data.task ?? null,
          },
        };
      case 'NotificationRead':
        return { ...state, read: true };
      case 'NotificationDeleted':
        return { ...state, deleted: true };
      case 'NotificationResolved':
        return { ...state, resolved: true, read: true };
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
    if (command.kind === 'Resolve') {
      if (!sent?.task || state.resolved || state.deleted) return [];
      const data = { notification_id: sent.id, recipient_id: sent.recipientId };
      return [{ type: 'NotificationResolved', data }];
    }
    if (!sent || sent.recipientId !== command.recipientId || state.deleted) {
      throw new DomainRuleViolation('not_found', NOTIFICATION_TEXTS.notFound);
    }
    const data = { notification_id: sent.id, recipient_id: sent.recipientId };
    if (command.kind === 'Delete') return [{ type: 'NotificationDeleted', data }];
    return state.read ? [] : [{ type: 'NotificationRead', data }];
  },
};
