import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A figures tab's title with its icon, and what its figures are drawn from. */
export function FiguresHeader({
  icon,
  title,
  subtitle,
}: {
  icon: ReactNode;
  title: string;
  subtitle: string;
}) {
  return (
    <div>
      <Group gap="sm">
        {icon}
        <Text fw={700} size="lg">
          {title}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {subtitle}
      </Text>
    </div>
  );
}
