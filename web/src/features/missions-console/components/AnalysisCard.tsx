import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One panel of the mission analysis screen: its title, optional actions, its content. */
export function AnalysisCard({
  title,
  testId,
  actions,
  children,
}: {
  title: string;
  testId: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} fz="lg">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
