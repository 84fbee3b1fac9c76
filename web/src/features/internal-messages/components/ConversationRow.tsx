import type { Conversation } from '@morphic/contracts';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { PriorityBadge, ThreadStatusBadge } from './PriorityBadge';
import classes from './InternalMessages.module.css';

/** What the users' and the admins' conversation lists have in common. */
type ConversationHead = Pick<
  Conversation,
  'thread_id' | 'subject' | 'unread_count' | 'status' | 'priority'
>;

/**
 * A conversation in a list, for users and admins alike: subject and unread count, the lines
 * the list adds (`children`), then status, priority and `meta` (when, how many). The row is
 * `<testId>-<thread id>`, its unread badge `<testId>-unread`.
 */
export function ConversationRow({
  conversation,
  meta,
  active = false,
  onOpen,
  testId,
  children,
}: {
  conversation: ConversationHead;
  meta: string;
  active?: boolean;
  onOpen: (threadId: string) => void;
  testId: string;
  children: ReactNode;
}) {
  const unread = conversation.unread_count > 0;
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      data-active={active || undefined}
      onClick={() => onOpen(conversation.thread_id)}
      data-testid={`${testId}-${conversation.thread_id}`}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={unread ? 700 : 600} size="sm" truncate>
            {conversation.subject}
          </Text>
          {unread && (
            <Badge size="sm" circle color="violet" data-testid={`${testId}-unread`}>
              {conversation.unread_count}
            </Badge>
          )}
        </Group>
        {children}
        <Group gap={6}>
          <ThreadStatusBadge status={conversation.status} />
          <PriorityBadge priority={conversation.priority} />
          <Text size="xs" c="dimmed" ml="auto">
            {meta}
          </Text>
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
