import {
  INTERNAL_MESSAGE_TEXTS,
  MESSAGES,
  MESSAGE_PRIORITIES,
  MessagePrioritySchema,
} from '@morphic/contracts';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import {
  EMPTY_COMPOSE,
  composeError,
  isOverLimit,
  sendBody,
  type ComposeValues,
} from '../compose-form';
import { useSendMessage } from '../hooks/useMessageCommands';

/** The reason after "Failed to send message: ": the server's words, else what went wrong. */
function failureReason(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return MESSAGES.networkError;
    return error.serverError ?? error.message;
  }
  return MESSAGES.somethingWentWrong;
}

/**
 * Writes to the admins: a new conversation (with a subject) or a message in `threadId`.
 * Checked with the server's own rules before sending.
 */
export function ComposeMessage({
  threadId,
  onSent,
}: {
  threadId: string | null;
  onSent?: (threadId: string) => void;
}) {
  const send = useSendMessage();
  const [values, setValues] = useState<ComposeValues>(EMPTY_COMPOSE);
  const [error, setError] = useState<string | null>(null);
  const length = values.message.trim().length;

  const submit = () => {
    const invalid = composeError(values);
    setError(invalid);
    if (invalid) return;
    // Not mutate's own onSuccess: the pushed thread can re-render the list before the answer
    // arrives and unmount this form (the empty state holds it), and that callback would be lost.
    send
      .mutateAsync(sendBody(values, threadId))
      .then(({ thread_id }) => {
        setValues(EMPTY_COMPOSE);
        onSent?.(thread_id);
      })
      // A failure shows below, from the mutation's state.
      .catch(() => undefined);
  };

  return (
    <Stack gap="xs" data-testid="message-compose-form">
      {threadId === null && (
        <TextInput
          label={INTERNAL_MESSAGE_TEXTS.subjectLabel}
          value={values.subject}
          onChange={(event) => setValues({ ...values, subject: event.currentTarget.value })}
          data-testid="message-subject"
        />
      )}
      <Textarea
        label={threadId === null ? INTERNAL_MESSAGE_TEXTS.messageLabel : undefined}
        aria-label={INTERNAL_MESSAGE_TEXTS.messageLabel}
        placeholder={INTERNAL_MESSAGE_TEXTS.messagePlaceholder}
        autosize
        minRows={3}
        maxRows={8}
        value={values.message}
        error={error}
        onChange={(event) => {
          setValues({ ...values, message: event.currentTarget.value });
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
        }}
        data-testid="message-compose"
      />
      <Group justify="space-between" align="flex-end" gap="xs">
        <NativeSelect
          label={INTERNAL_MESSAGE_TEXTS.priorityLabel}
          w={140}
          value={values.priority}
          data={MESSAGE_PRIORITIES.map((value) => ({
            value,
            label: INTERNAL_MESSAGE_TEXTS.priorities[value],
          }))}
          onChange={(event) => {
            const priority = MessagePrioritySchema.safeParse(event.currentTarget.value);
            if (priority.success) setValues({ ...values, priority: priority.data });
          }}
          data-testid="message-priority"
        />
        <Group gap="sm">
          <Text
            size="xs"
            c={isOverLimit(values.message) ? 'red' : 'dimmed'}
            data-testid="message-counter"
          >
            {INTERNAL_MESSAGE_TEXTS.characters(length)}
          </Text>
          <Button
            size="sm"
            leftSection={<IconSend size={16} />}
            loading={send.isPending}
            onClick={submit}
            data-testid="message-send"
          >
            {INTERNAL_MESSAGE_TEXTS.send}
          </Button>
        </Group>
      </Group>
      {send.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={16} />}
          data-testid="message-send-error"
        >
          {INTERNAL_MESSAGE_TEXTS.failedToSend(failureReason(send.error))}
        </Alert>
      )}
    </Stack>
  );
}
