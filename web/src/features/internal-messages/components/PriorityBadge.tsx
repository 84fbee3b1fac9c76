import {
  INTERNAL_MESSAGE_TEXTS,
  type MessagePriority,
  type ThreadStatus,
} from '@morphic/contracts';
import { Badge } from '@mantine/core';
import { PRIORITY_COLORS, THREAD_STATUS_COLORS } from '../thread-style';

export function PriorityBadge({ priority }: { priority: MessagePriority }) {
  return (
    <Badge size="xs" variant="light" color={PRIORITY_COLORS[priority]} data-priority={priority}>
      {INTERNAL_MESSAGE_TEXTS.priorities[priority]}
    </Badge>
  );
}

export function ThreadStatusBadge({ status }: { status: ThreadStatus }) {
  return (
    <Badge size="xs" variant="dot" color={THREAD_STATUS_COLORS[status]} data-status={status}>
      {INTERNAL_MESSAGE_TEXTS.statuses[status]}
    </Badge>
  );
}
