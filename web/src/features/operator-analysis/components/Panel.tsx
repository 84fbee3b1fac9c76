import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One panel of the analysis screen: a titled card, with controls on the title's right. */
export function Panel({
  title,
  controls,
  children,
  testId,
}: {
  title: string;
  controls?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={3} fz="lg">
          {title}
        </Title>
        {controls}
      </Group>
      {children}
    </Card>
  );
}

/** A label above its value, as the panels list figures. */
export function Figure({
  label,
  value,
  testId,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
}) {
  return (
    <div>
      <div style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)' }}>{label}</div>
      <div style={{ fontWeight: 600, fontSize: 18 }} data-testid={testId}>
        {value}
      </div>
    </div>
  );
}
