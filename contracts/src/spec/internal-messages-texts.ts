import { LIMITS } from './constants';

/** Internal messaging limits (spec 02 sections 5 and 9, spec 03 sections 5 and 9). */
export const INTERNAL_MESSAGE_LIMITS = {
  messageMax: LIMITS.adminMessageMaxLength,
  subjectMax: 200,
  /** The admin list's last-message preview. */
  previewLength: 60,
} as const;

/** Texts of internal messaging, operator and admin sides (spec 02 sections 2, 8; spec 03). */
export const INTERNAL_MESSAGE_TEXTS = {
  // Spec 02 section 8 and spec 03 sections 2 and 8, word for word.
  failedToSend: (reason: string) => `Failed to send message: ${reason}`,
  failedToLoadConversations: 'Failed to load conversations',
  failedToSendReply: (reason: string) => `Failed to send reply: ${reason}`,
  selectConversation: 'Select a conversation to view messages and reply',
  noConversations: 'No conversations yet',

  // Server answers the spec does not word.
  messageRequired: 'Please enter a message',
  messageTooLong: `Message must be at most ${INTERNAL_MESSAGE_LIMITS.messageMax} characters`,
  subjectTooLong: `Subject must be at most ${INTERNAL_MESSAGE_LIMITS.subjectMax} characters`,
  priorityInvalid: 'Priority must be low, medium, high or urgent',
  conversationNotFound: 'Conversation not found',
  sent: 'Message sent to the admins',
  replySent: 'Reply sent',
  unknownSender: 'Unknown user',

  // Screens.
  panelTitle: 'Messages to admins',
  panelSubtitle: 'Ask the Morphic team anything. Replies appear here as soon as they are sent.',
  adminTab: 'Internal Messages',
  sendTab: 'Send Notifications',
  notificationsTab: 'Notifications',
  newConversation: 'New message',
  noSubject: 'No subject',
  subjectLabel: 'Subject (optional)',
  messageLabel: 'Message',
  messagePlaceholder: 'Write your message to the admins',
  replyPlaceholder: 'Write your reply',
  priorityLabel: 'Priority',
  priorities: { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' },
  statuses: { open: 'Open', pending: 'Pending', closed: 'Closed' },
  send: 'Send',
  reply: 'Send Reply',
  you: 'You',
  admin: 'Admin',
  adminTeam: 'Morphic admins',
  unread: (count: number) => `${count} unread`,
  messageCount: (count: number) => `${count} message${count === 1 ? '' : 's'}`,
  characters: (used: number) => `${used}/${INTERNAL_MESSAGE_LIMITS.messageMax}`,
  startConversationHint: 'Start a conversation with the admins: your first message opens it.',
  backToList: 'All conversations',
} as const;
