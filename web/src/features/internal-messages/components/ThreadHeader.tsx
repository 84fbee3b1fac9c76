import type { MessagePriority, ThreadStatus } from '@morphic/contracts';
import { Group, Text } from '@mantine/core';
import { PriorityBadge, ThreadStatusBadge } from './PriorityBadge';

/** An open thread's head: its subject (and, for admins, who wrote), status and priority. */
export function ThreadHeader({
  subject,
  sender,
  status,
  priority,
}: {
  subject: string;
  sender?: string;
  status: ThreadStatus;
  priority: MessagePriority | undefined;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700} lineClamp={2}>
          {subject}
        </Text>
        {sender !== undefined && (
          <Text size="xs" c="dimmed">
            {sender}
          </Text>
        )}
      </div>
      <ThreadStatusBadge status={status} />
      {priority && <PriorityBadge priority={priority} />}
    </Group>
  );
}
