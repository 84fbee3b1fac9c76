import { type Conversation } from '@morphic/contracts';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { relativeTime } from '../../notifications/notifications-view';
import { PriorityBadge, ThreadStatusBadge } from './PriorityBadge';
import classes from './InternalMessages.module.css';

/** One of the user's conversations in their list. */
export function ConversationListItem({
  conversation,
  now,
  onOpen,
}: {
  conversation: Conversation;
  now: Date;
  onOpen: (threadId: string) => void;
}) {
  const unread = conversation.unread_count > 0;
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      onClick={() => onOpen(conversation.thread_id)}
      data-testid={`thread-${conversation.thread_id}`}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={unread ? 700 : 600} size="sm" truncate>
            {conversation.subject}
          </Text>
          {unread && (
            <Badge size="sm" circle color="violet" data-testid="thread-unread">
              {conversation.unread_count}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {conversation.latest_message}
        </Text>
        <Group gap={6}>
          <ThreadStatusBadge status={conversation.status} />
          <PriorityBadge priority={conversation.priority} />
          <Text size="xs" c="dimmed" ml="auto">
            {relativeTime(conversation.last_updated, now)}
          </Text>
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
