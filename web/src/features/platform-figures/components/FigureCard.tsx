import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure: its name, its value, and a sentence on what it means. */
export function FigureCard({
  label,
  value,
  meaning,
  testId,
}: {
  label: string;
  value: ReactNode;
  meaning: string;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={800} fz={28} lh={1.2} data-testid={`${testId}-value`}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {meaning}
      </Text>
    </Card>
  );
}
