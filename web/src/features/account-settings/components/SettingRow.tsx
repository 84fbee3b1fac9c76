import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One setting: what it is, what it does, and its control on the right. */
export function SettingRow({
  label,
  description,
  children,
}: {
  label: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" align="center" wrap="nowrap" gap="md" py="xs">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      </Stack>
      {children}
    </Group>
  );
}
