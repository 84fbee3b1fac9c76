import type { MessagePriority, ThreadStatus } from '@morphic/contracts';

/** Spec 03: urgent red, high orange, medium yellow, low grey. */
export const PRIORITY_COLORS: Record<MessagePriority, string> = {
  urgent: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'gray',
};

/** Spec 03: open green, pending yellow, closed grey. */
export const THREAD_STATUS_COLORS: Record<ThreadStatus, string> = {
  open: 'green',
  pending: 'yellow',
  closed: 'gray',
};
