import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A card of the Jira section: icon, title (and badge), actions and a line on what it is for. */
export function JiraCard({
  icon: Icon,
  title,
  badge,
  actions,
  intro,
  testId,
  children,
}: {
  icon: TablerIcon;
  title: string;
  badge?: ReactNode;
  actions?: ReactNode;
  intro?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Icon size={18} color="var(--mantine-color-indigo-6)" />
            <Title order={3} fz="lg">
              {title}
            </Title>
            {badge}
          </Group>
          {actions}
        </Group>
        {intro && (
          <Text size="sm" c="dimmed" mt={-8}>
            {intro}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
