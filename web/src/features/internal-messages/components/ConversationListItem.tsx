import { type Conversation } from '@morphic/contracts';
import { Text } from '@mantine/core';
import { relativeTime } from '../../notifications/notifications-view';
import { ConversationRow } from './ConversationRow';

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
  return (
    <ConversationRow
      conversation={conversation}
      meta={relativeTime(conversation.last_updated, now)}
      onOpen={onOpen}
      testId="thread"
    >
      <Text size="xs" c="dimmed" lineClamp={1}>
        {conversation.latest_message}
      </Text>
    </ConversationRow>
  );
}
