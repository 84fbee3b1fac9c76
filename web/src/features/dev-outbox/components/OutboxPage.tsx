import type { OutboxMail } from '@morphic/contracts';
import { Badge, Button, Card, Code, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconRefresh } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { OUTBOX_TEXTS } from '../access';
import { outboxQuery } from '../queries';

const TEXTS = OUTBOX_TEXTS;

function MailCard({ mail }: { mail: OutboxMail }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="outbox-mail">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} data-testid="outbox-subject">
            {mail.subject}
          </Text>
          <Text size="sm" c="dimmed" data-testid="outbox-to">
            {TEXTS.to}: {mail.to}
          </Text>
        </Stack>
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          <time dateTime={mail.sent_at}>{new Date(mail.sent_at).toLocaleString()}</time>
        </Badge>
      </Group>
      <Code block data-testid="outbox-text" style={{ whiteSpace: 'pre-wrap' }}>
        {mail.text}
      </Code>
    </Card>
  );
}

/** The outbox while its mails load (its route's pending component). */
export function OutboxLoading() {
  return (
    <Stack gap="md" data-testid="outbox-loading">
      <Skeleton height={140} radius="md" />
      <Skeleton height={140} radius="md" />
    </Stack>
  );
}

/**
 * /dev/outbox: the mails a development server kept instead of sending (the server, too, lets
 * only admins and founders read them).
 */
export function OutboxPage() {
  const outbox = useSuspenseQuery(outboxQuery());

  return (
    <Stack gap="lg" data-testid="outbox-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{TEXTS.title}</Title>
          <Text c="dimmed" size="sm">
            {TEXTS.subtitle}
          </Text>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} />}
          loading={outbox.isFetching}
          onClick={() => void outbox.refetch()}
          data-testid="outbox-refresh"
        >
          {TEXTS.refresh}
        </Button>
      </Group>
      {outbox.data.mails.length === 0 ? (
        <Card withBorder radius="md" padding="xl" data-testid="outbox-empty">
          <Stack align="center" gap="xs">
            <IconMail size={32} color="var(--mantine-color-gray-5)" />
            <Text c="dimmed">{TEXTS.empty}</Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="md">
          {outbox.data.mails.map((mail) => (
            <MailCard key={mail.id} mail={mail} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
