import { INTERNAL_MESSAGE_TEXTS, MESSAGES } from '@morphic/contracts';
import { Alert, Button, Center, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useNow } from '../../notifications/hooks/useNow';
import { useSession } from '../../session/hooks/useSession';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import { isOverLimit, replyError } from '../compose-form';
import { useReply } from '../hooks/useMessageCommands';
import { adminConversationQuery } from '../queries';
import { ThreadHeader } from './ThreadHeader';
import { ThreadMessages } from './ThreadMessages';

const reasonOf = (error: unknown): string =>
  error instanceof ApiError
    ? error.kind === 'network'
      ? MESSAGES.networkError
      : (error.serverError ?? error.message)
    : MESSAGES.somethingWentWrong;

/** One conversation for the admins, with the reply box (spec 03 "Internal reply"). */
export function AdminThread({ threadId }: { threadId: string }) {
  const query = useQuery(adminConversationQuery(threadId));
  const reply = useReply(threadId);
  const { user } = useSession();
  const now = useNow(60_000);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const conversation = query.data;

  if (!conversation) {
    return query.isError ? (
      <LoadFailedAlert
        detail={INTERNAL_MESSAGE_TEXTS.failedToLoadConversations}
        testId="admin-thread-error"
      />
    ) : (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }

  const send = () => {
    const invalid = replyError(text);
    setError(invalid);
    if (invalid) return;
    reply.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  return (
    <Stack gap="sm" data-testid="admin-thread-view" data-thread={threadId}>
      <ThreadHeader
        subject={conversation.subject}
        sender={conversation.sender_name}
        status={conversation.status}
        priority={conversation.messages.at(-1)?.priority}
      />
      <ThreadMessages
        messages={conversation.messages}
        viewerId={user?.id ?? null}
        now={now}
        height={420}
      />
      <Textarea
        aria-label={INTERNAL_MESSAGE_TEXTS.reply}
        placeholder={INTERNAL_MESSAGE_TEXTS.replyPlaceholder}
        autosize
        minRows={3}
        maxRows={8}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) send();
        }}
        data-testid="admin-reply"
      />
      <Group justify="flex-end" gap="sm">
        <Text size="xs" c={isOverLimit(text) ? 'red' : 'dimmed'} data-testid="admin-reply-counter">
          {INTERNAL_MESSAGE_TEXTS.characters(text.trim().length)}
        </Text>
        <Button
          leftSection={<IconSend size={16} />}
          loading={reply.isPending}
          disabled={text.trim() === ''}
          onClick={send}
          data-testid="admin-reply-send"
        >
          {INTERNAL_MESSAGE_TEXTS.reply}
        </Button>
      </Group>
      {reply.isError && (
        <Alert color="red" variant="light" data-testid="admin-reply-error">
          {INTERNAL_MESSAGE_TEXTS.failedToSendReply(reasonOf(reply.error))}
        </Alert>
      )}
    </Stack>
  );
}
