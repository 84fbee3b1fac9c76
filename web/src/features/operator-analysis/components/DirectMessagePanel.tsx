import { LIMITS, OPERATOR_ANALYSIS_TEXTS as T } from '@morphic/contracts';
import { Button, Group, Paper, Stack, Switch, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { operatorAnalysisApi } from '../../../lib/api/clients';
import { notifyFailure } from '../../../lib/notify-failure';
import { Panel } from './Panel';

/**
 * Spec 03 "Direct Communication": a chat behind a toggle. Each message goes to the operator's
 * internal conversation with the admins; the ones sent here are listed below it.
 */
export function DirectMessagePanel({ operatorId }: { operatorId: string }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [sent, setSent] = useState<{ id: string; text: string }[]>([]);
  const send = useMutation({
    mutationFn: (message: string) =>
      operatorAnalysisApi.messageOperator({ params: { id: operatorId }, body: { message } }),
    onSuccess: (result, message) => {
      setSent((previous) => [...previous, { id: result.message_id, text: message }]);
      setDraft('');
    },
    onError: (error) => notifyFailure(error, T.failedToSendMessage),
  });
  const canSend = draft.trim() !== '' && !send.isPending;
  return (
    <Panel
      title={T.panels.chat}
      testId="direct-communication"
      controls={
        <Switch
          checked={open}
          onChange={(event) => setOpen(event.currentTarget.checked)}
          label={T.chatToggle}
          data-testid="chat-toggle"
        />
      }
    >
      {open ? (
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            {T.chatHint}
          </Text>
          <Stack gap={6} data-testid="chat-messages">
            {sent.length === 0 ? (
              <Text size="sm" c="dimmed">
                {T.noMessagesSent}
              </Text>
            ) : (
              sent.map((message) => (
                <Paper key={message.id} p="xs" radius="md" bg="var(--mantine-color-blue-light)">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {message.text}
                  </Text>
                </Paper>
              ))
            )}
          </Stack>
          <Textarea
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            placeholder={T.chatPlaceholder}
            maxLength={LIMITS.adminMessageMaxLength}
            autosize
            minRows={2}
            data-testid="chat-input"
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {draft.length} / {LIMITS.adminMessageMaxLength}
            </Text>
            <Button
              size="xs"
              leftSection={<IconSend size={14} />}
              disabled={!canSend}
              loading={send.isPending}
              onClick={() => send.mutate(draft.trim())}
              data-testid="chat-send"
            >
              {T.send}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {T.chatHint}
        </Text>
      )}
    </Panel>
  );
}
