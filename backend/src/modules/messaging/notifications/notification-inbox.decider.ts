import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import type { Decider } from '#infrastructure/commands/decider';

export interface NotificationInboxState {
  /** Notifications an earlier "read all" already marked. */
  readonly marked: ReadonlySet<string>;
}

export interface ReadAllNotifications {
  readonly kind: 'ReadAll';
  readonly recipientId: string;
  /** The recipient's unread notifications, as the read model lists them now. */
  readonly unreadIds: readonly string[];
}

type InboxEvent = EventOfType<'AllNotificationsRead'>;

/**
 * A recipient's "read all" marks (stream `notificationinbox-<recipient>`). Two concurrent
 * calls see the same unread list; the second re-decides after the conflict and finds
 * nothing left to mark.
 */
export const notificationInboxDecider: Decider<
  NotificationInboxState,
  ReadAllNotifications,
  InboxEvent
> = {
  initialState: { marked: new Set() },

  evolve(state: NotificationInboxState, event: DomainEvent): NotificationInboxState {
    if (event.type !== 'AllNotificationsRead') return state;
    return { marked: new Set([...state.marked, ...event.data.notification_ids]) };
  },

  decide(command: ReadAllNotifications, state: NotificationInboxState): InboxEvent[] {
    const ids = [...new Set(command.unreadIds)].filter((id) => !state.marked.has(id));
    if (ids.length === 0) return [];
    return [
      {
        type: 'AllNotificationsRead',
        data: { recipient_id: command.recipientId, notification_ids: ids },
      },
    ];
  },
};
