import { PROFILE_TEXTS } from '@morphic/contracts';
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { IconArrowRight, IconClipboardCheck } from '@tabler/icons-react';
import { AppLink } from '../../../lib/navigation/AppLink';

/** Whether the character report is on file, and the way to it. */
export function CharacterReportCard({ completed }: { completed: boolean }) {
  const t = PROFILE_TEXTS.characterReport;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="profile-character-report">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <IconClipboardCheck size={20} color="var(--mantine-color-violet-6)" />
          <Text fw={700}>{t.title}</Text>
        </Group>
        <Badge
          variant="light"
          color={completed ? 'teal' : 'orange'}
          data-testid="profile-character-report-status"
        >
          {completed ? t.completed : t.notCompleted}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {completed ? t.completedText : t.notCompletedText}
      </Text>
      <Button
        component={AppLink}
        href="/character-report"
        variant={completed ? 'light' : 'filled'}
        rightSection={<IconArrowRight size={16} />}
        data-testid="profile-character-report-link"
      >
        {completed ? t.update : t.start}
      </Button>
    </Card>
  );
}
