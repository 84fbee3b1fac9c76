import type { NotificationType } from '../messaging/values';
import { MESSAGES } from './messages';

/** Texts of the notifications page and the admin send form (spec 01 section 2.11, spec 03). */
export const NOTIFICATION_TEXTS = {
  pageTitle: 'Notifications',
  pageSubtitle: 'Updates about your missions, validations and account, newest first.',
  failedToLoad: MESSAGES.failedToLoadNotifications,
  empty: 'No notifications yet',
  emptyHint: 'When something needs your attention, it appears here and in the banner at once.',
  noUnread: 'You are all caught up',
  noUnreadHint: 'Every notification has been read.',
  filterAll: 'All',
  filterUnread: 'Unread',
  unreadCount: (count: number) => (count === 1 ? '1 unread' : `${count} unread`),
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  delete: 'Delete',
  open: 'Open',
  markedRead: 'Notification marked as read',
  allMarkedRead: (count: number) =>
    count === 0
      ? 'No unread notifications'
      : `${count} notification${count === 1 ? '' : 's'} marked as read`,
  deleted: 'Notification deleted',
  notFound: 'Notification not found',
  failedToMarkRead: 'Failed to mark notification as read',
  failedToMarkAllRead: 'Failed to mark notifications as read',
  failedToDelete: 'Failed to delete notification',
  priority: { low: 'Low', medium: 'Medium', high: 'High' },
  type: {
    system: 'System',
    task: 'Task',
    validation: 'Validation',
    admin: 'Admin',
    mission: 'Mission',
    message: 'Message',
  } satisfies Record<NotificationType, string>,
  /** Admin send form (spec 03 section 5, "Notification send"). */
  fillTitleAndMessage: 'Please fill in title and message',
  selectOperator: 'Please select an operator',
  selectRole: 'Please select a role',
  chooseTarget: 'Choose who receives the notification (single, all or role)',
  titleTooLong: (max: number) => `Title must be at most ${max} characters`,
  messageTooLong: (max: number) => `Message must be at most ${max} characters`,
  invalidActionUrl: 'Action URL must be a path such as /profile or an http(s) link',
  operatorNotFound: 'Operator not found',
  failedToSend: 'Failed to send notification',
  sent: (count: number) => `Notification sent to ${count} recipient${count === 1 ? '' : 's'}`,
} as const;
