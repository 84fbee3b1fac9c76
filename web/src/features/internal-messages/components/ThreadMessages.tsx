import { INTERNAL_MESSAGE_TEXTS, type ThreadMessage } from '@morphic/contracts';
import { Box, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { relativeTime } from '../../notifications/notifications-view';
import { PriorityBadge } from './PriorityBadge';

/**
 * A thread's messages, oldest first, the viewer's own on the right; the others are signed
 * with their sender's name (an admin's marked as such).
 */
export function ThreadMessages({
  messages,
  viewerId,
  now,
  height = 360,
}: {
  messages: readonly ThreadMessage[];
  viewerId: string | null;
  now: Date;
  height?: number;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages.length]);

  return (
    <ScrollArea.Autosize mah={height} viewportRef={viewport} type="auto">
      <Stack gap="sm" p={2} data-testid="thread-messages">
        {messages.map((message) => {
          const own = message.sender_id === viewerId;
          const author = own
            ? INTERNAL_MESSAGE_TEXTS.you
            : message.is_admin_message
              ? `${message.sender_name} (${INTERNAL_MESSAGE_TEXTS.admin})`
              : message.sender_name;
          return (
            <Box
              key={message.id}
              maw="85%"
              style={{ alignSelf: own ? 'flex-end' : 'flex-start' }}
              data-testid={`thread-message-${message.id}`}
              data-admin={message.is_admin_message}
            >
              <Group gap={6} mb={4} justify={own ? 'flex-end' : 'flex-start'}>
                <Text size="xs" fw={600}>
                  {author}
                </Text>
                <Text size="xs" c="dimmed">
                  {relativeTime(message.created_at, now)}
                </Text>
                {!message.is_admin_message && <PriorityBadge priority={message.priority} />}
              </Group>
              <Paper
                radius="md"
                px="sm"
                py={8}
                bg={own ? 'violet.6' : 'gray.1'}
                c={own ? 'white' : undefined}
              >
                {message.subject && (
                  <Text size="xs" fw={700} mb={2} opacity={0.85}>
                    {message.subject}
                  </Text>
                )}
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.message}
                </Text>
              </Paper>
            </Box>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}
