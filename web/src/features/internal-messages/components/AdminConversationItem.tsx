import { INTERNAL_MESSAGE_TEXTS, messagePreview, type AdminConversation } from '@morphic/contracts';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { relativeTime } from '../../notifications/notifications-view';
import { PriorityBadge, ThreadStatusBadge } from './PriorityBadge';
import classes from './InternalMessages.module.css';

/**
 * A conversation in the admins' list (spec 03): subject, sender, unread count, priority,
 * a 60-character preview of the last message, date and message count.
 */
export function AdminConversationItem({
  conversation,
  active,
  now,
  onOpen,
}: {
  conversation: AdminConversation;
  active: boolean;
  now: Date;
  onOpen: (threadId: string) => void;
}) {
  const unread = conversation.unread_count > 0;
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      data-active={active || undefined}
      onClick={() => onOpen(conversation.thread_id)}
      data-testid={`admin-thread-${conversation.thread_id}`}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={unread ? 700 : 600} size="sm" truncate>
            {conversation.subject}
          </Text>
          {unread && (
            <Badge size="sm" circle color="violet" data-testid="admin-thread-unread">
              {conversation.unread_count}
            </Badge>
          )}
        </Group>
        <Text size="xs" fw={500}>
          {conversation.sender_name}
        </Text>
        {conversation.latest_message && (
          <Text size="xs" c="dimmed" data-testid="admin-thread-preview">
            {messagePreview(conversation.latest_message.message)}
          </Text>
        )}
        <Group gap={6}>
          <ThreadStatusBadge status={conversation.status} />
          <PriorityBadge priority={conversation.priority} />
          <Text size="xs" c="dimmed" ml="auto">
            {INTERNAL_MESSAGE_TEXTS.messageCount(conversation.message_count)} ·{' '}
            {relativeTime(conversation.last_updated, now)}
          </Text>
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
