import { INTERNAL_MESSAGE_TEXTS, messagePreview, type AdminConversation } from '@morphic/contracts';
import { Text } from '@mantine/core';
import { relativeTime } from '../../notifications/notifications-view';
import { ConversationRow } from './ConversationRow';

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
  return (
    <ConversationRow
      conversation={conversation}
      meta={`${INTERNAL_MESSAGE_TEXTS.messageCount(conversation.message_count)} · ${relativeTime(conversation.last_updated, now)}`}
      active={active}
      onOpen={onOpen}
      testId="admin-thread"
    >
      <Text size="xs" fw={500}>
        {conversation.sender_name}
      </Text>
      {conversation.latest_message && (
        <Text size="xs" c="dimmed" data-testid="admin-thread-preview">
          {messagePreview(conversation.latest_message.message)}
        </Text>
      )}
    </ConversationRow>
  );
}
