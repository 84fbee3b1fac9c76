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
  selectRegion: 'Please select a region',
  selectTask: 'Please select a task',
  selectTemplate: 'Please select a template',
  chooseTarget:
    'Choose who receives the notification (single, all, role, region, task or template)',
  missionNotFound: 'Mission not found',
  titleTooLong: (max: number) => `Title must be at most ${max} characters`,
  messageTooLong: (max: number) => `Message must be at most ${max} characters`,
  invalidActionUrl: 'Action URL must be a path such as /profile or an http(s) link',
  operatorNotFound: 'Operator not found',
  failedToSend: 'Failed to send notification',
  sent: (count: number) => `Notification sent to ${count} recipient${count === 1 ? '' : 's'}`,
  /** The System console's Send Notifications sub-tab (spec 03 "Notifications tab"). */
  sendForm: {
    subTab: 'Send Notifications',
    heading: 'Send a notification',
    intro:
      'It appears at once in each recipient’s notifications; high priority shows as the banner on their open pages.',
    targetType: 'Send to',
    targets: {
      single: 'One operator',
      all: 'All operators',
      role: 'Operators with a role',
      region: 'Operators in a region',
      task: 'Operators assigned to a task',
      template: 'All operators, from a template',
    },
    targetHints: {
      single: 'Search the operators by handle, email or name.',
      all: 'Every operator account that is not suspended.',
      role: 'Every active operator holding the role.',
      region:
        'Operators whose timezone (from the character report or an admin’s edit) lies in the region.',
      task: 'Every operator assigned to the mission who has not given it back.',
      template: 'Every active operator. With another target, a template only fills in the form.',
    },
    operator: 'Operator',
    operatorPlaceholder: 'Search by handle, email or name',
    noOperators: 'No operator matches',
    role: 'Role',
    region: 'Region',
    task: 'Task',
    taskPlaceholder: 'Search missions by title',
    noTasks: 'No mission matches',
    template: 'Template',
    templatePlaceholder: 'Start from a template (optional)',
    title: 'Title',
    message: 'Message',
    priority: 'Priority',
    type: 'Type',
    send: 'Send Notification',
    recipients: (count: number) =>
      count === 0
        ? 'Sent to no one: no operator matches this target'
        : `Sent to ${count} recipient${count === 1 ? '' : 's'}`,
    loadFailed: 'Could not load the list; type to search again',
  },
} as const;
