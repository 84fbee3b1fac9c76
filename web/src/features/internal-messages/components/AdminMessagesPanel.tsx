import { INTERNAL_MESSAGE_TEXTS } from '@morphic/contracts';
import { Card, Center, Grid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNow } from '../../notifications/hooks/useNow';
import { adminConversationsQuery } from '../queries';
import { AdminConversationItem } from './AdminConversationItem';
import { AdminThread } from './AdminThread';
import classes from './InternalMessages.module.css';

function Placeholder({ text, testId }: { text: string; testId: string }) {
  return (
    <Center py={64} data-testid={testId}>
      <Stack align="center" gap="xs" ta="center" maw={320}>
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconMessages size={24} />
        </ThemeIcon>
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}

/** The admins' Internal Messages: every conversation on the left, the open one on the right. */
export function AdminMessagesPanel() {
  const query = useSuspenseQuery(adminConversationsQuery());
  const now = useNow(60_000);
  const [selected, setSelected] = useState<string | null>(null);
  const conversations = query.data.conversations;
  // Below md the thread sits under the list: bring it into view when one is opened.
  const stacked = !useMediaQuery('(min-width: 62em)', true);
  const thread = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stacked && selected) thread.current?.scrollIntoView({ behavior: 'smooth' });
  }, [stacked, selected]);

  return (
    <Grid gap="md" data-testid="admin-messages">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder radius="lg" padding="sm" h="100%">
          {conversations.length === 0 ? (
            <Placeholder
              text={INTERNAL_MESSAGE_TEXTS.noConversations}
              testId="admin-conversations-empty"
            />
          ) : (
            <div className={classes.conversationScroll}>
              <Stack gap="xs" data-testid="admin-conversations">
                {conversations.map((conversation) => (
                  <AdminConversationItem
                    key={conversation.thread_id}
                    conversation={conversation}
                    active={conversation.thread_id === selected}
                    now={now}
                    onOpen={setSelected}
                  />
                ))}
              </Stack>
            </div>
          )}
        </Card>
      </Grid.Col>
      {/* With nothing selected, a stacked layout shows the list alone. */}
      <Grid.Col span={{ base: 12, md: 7 }} visibleFrom={selected ? undefined : 'md'}>
        <Card withBorder radius="lg" padding="md" h="100%" ref={thread}>
          {selected ? (
            <AdminThread key={selected} threadId={selected} />
          ) : (
            <Placeholder
              text={INTERNAL_MESSAGE_TEXTS.selectConversation}
              testId="admin-thread-placeholder"
            />
          )}
        </Card>
      </Grid.Col>
    </Grid>
  );
}
