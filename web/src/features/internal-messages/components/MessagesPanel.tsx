import { INTERNAL_MESSAGE_TEXTS } from '@morphic/contracts';
import { ActionIcon, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMessagePlus } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNow } from '../../notifications/hooks/useNow';
import { useSession } from '../../session/hooks/useSession';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import { conversationQuery, myConversationsQuery } from '../queries';
import { ComposeMessage } from './ComposeMessage';
import { ConversationListItem } from './ConversationListItem';
import { ThreadHeader } from './ThreadHeader';
import { ThreadMessages } from './ThreadMessages';

type PanelView = { kind: 'list' } | { kind: 'new' } | { kind: 'thread'; threadId: string };

function ConversationList({
  onOpen,
  onNew,
}: {
  onOpen: (threadId: string) => void;
  onNew: () => void;
}) {
  // The notifications route loads the conversations with the page.
  const {
    data: { conversations },
  } = useSuspenseQuery(myConversationsQuery());
  const now = useNow(60_000);

  if (conversations.length === 0) {
    return (
      <Stack gap="sm" data-testid="conversations-empty">
        <Text fw={600} size="sm">
          {INTERNAL_MESSAGE_TEXTS.noConversations}
        </Text>
        <Text size="sm" c="dimmed">
          {INTERNAL_MESSAGE_TEXTS.startConversationHint}
        </Text>
        <ComposeMessage threadId={null} onSent={onOpen} />
      </Stack>
    );
  }
  return (
    <Stack gap="xs" data-testid="conversations-list">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconMessagePlus size={16} />}
        onClick={onNew}
        style={{ alignSelf: 'flex-start' }}
        data-testid="message-new"
      >
        {INTERNAL_MESSAGE_TEXTS.newConversation}
      </Button>
      {conversations.map((conversation) => (
        <ConversationListItem
          key={conversation.thread_id}
          conversation={conversation}
          now={now}
          onOpen={onOpen}
        />
      ))}
    </Stack>
  );
}

function OpenThread({ threadId }: { threadId: string }) {
  // The thread the user opened in the panel: its own loading and failure, beside the list.
  const query = useQuery(conversationQuery(threadId));
  const { user } = useSession();
  const now = useNow(60_000);
  const conversation = query.data;

  if (!conversation) {
    return query.isError ? (
      <LoadFailedAlert
        detail={INTERNAL_MESSAGE_TEXTS.failedToLoadConversations}
        testId="conversation-error"
      />
    ) : (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <Stack gap="sm" data-testid="conversation-view" data-thread={threadId}>
      <ThreadHeader
        subject={conversation.subject}
        status={conversation.status}
        priority={conversation.messages.at(-1)?.priority}
      />
      <ThreadMessages messages={conversation.messages} viewerId={user?.id ?? null} now={now} />
      <ComposeMessage threadId={threadId} />
    </Stack>
  );
}

/** The user's conversations with the admins, beside the notifications (spec 02). */
export function MessagesPanel() {
  const [view, setView] = useState<PanelView>({ kind: 'list' });
  const open = (threadId: string) => setView({ kind: 'thread', threadId });

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="messages-panel">
      <Group gap="xs" mb="xs" wrap="nowrap">
        {view.kind !== 'list' && (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={INTERNAL_MESSAGE_TEXTS.backToList}
            onClick={() => setView({ kind: 'list' })}
            data-testid="messages-back"
          >
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        <Title order={2} fz="lg">
          {INTERNAL_MESSAGE_TEXTS.panelTitle}
        </Title>
      </Group>
      {view.kind === 'list' && (
        <Text size="sm" c="dimmed" mb="md">
          {INTERNAL_MESSAGE_TEXTS.panelSubtitle}
        </Text>
      )}
      {view.kind === 'list' && (
        <ConversationList onOpen={open} onNew={() => setView({ kind: 'new' })} />
      )}
      {view.kind === 'new' && <ComposeMessage threadId={null} onSent={open} />}
      {view.kind === 'thread' && <OpenThread threadId={view.threadId} />}
    </Card>
  );
}
