import { Badge, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A tab's create form, opened by a button beside its title. */
export interface ConsoleTabCreate {
  readonly label: string;
  readonly cancelLabel: string;
  readonly icon: ReactNode;
  readonly testId: string;
  /** The form; it calls `onCreated` once its command succeeded (the panel closes). */
  readonly form: (onCreated: () => void) => ReactNode;
}

/**
 * A System console tab: its title with icon and count, a line on what it is for, an optional
 * create form, its filters, and its list (`children`).
 */
export function ConsoleTab({
  testId,
  icon,
  title,
  subtitle,
  total,
  totalTestId,
  create,
  filters,
  children,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  subtitle: string;
  /** The count badge's text; none while the list loads. */
  total: string | null;
  totalTestId: string;
  create?: ConsoleTabCreate;
  filters: ReactNode;
  children: ReactNode;
}) {
  const [creating, panel] = useDisclosure(false);
  return (
    <Stack gap="md" data-testid={testId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ flex: '1 1 260px' }}>
          <Group gap="sm">
            {icon}
            <Text fw={700} size="lg">
              {title}
            </Text>
            {total !== null && (
              <Badge variant="light" color="gray" data-testid={totalTestId}>
                {total}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {subtitle}
          </Text>
        </div>
        {create && (
          <Button
            variant={creating ? 'default' : 'filled'}
            leftSection={creating ? <IconX size={16} /> : create.icon}
            onClick={panel.toggle}
            data-testid={create.testId}
          >
            {creating ? create.cancelLabel : create.label}
          </Button>
        )}
      </Group>
      {create && (
        <Collapse expanded={creating}>
          <Card withBorder radius="lg" padding="lg">
            {/* Mounted only while open, so the form opens empty. */}
            {creating && create.form(panel.close)}
          </Card>
        </Collapse>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        {filters}
      </Group>
      {children}
    </Stack>
  );
}
