import { SHELL_TEXTS, SYSTEM_TEXTS } from '@morphic/contracts';
import { Alert, Card, Group, Switch, Text } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { useState } from 'react';
import { useSetOperatorsUnderConstruction } from '../../settings/hooks/useSettingsCommands';

export function UnderConstructionSetting({ enabled }: { enabled: boolean }) {
  const setNotice = useSetOperatorsUnderConstruction();
  // While the command runs, show the value asked for; the answer (or a push) settles it,
  // and a failure falls back to the server's value.
  const [requested, setRequested] = useState<boolean | null>(null);
  const checked = requested ?? enabled;

  const change = (next: boolean) => {
    setRequested(next);
    setNotice.mutate(next, { onSettled: () => setRequested(null) });
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group gap="sm" mb="xs">
        <IconBarrierBlock size={20} color="var(--mantine-color-yellow-7)" />
        <Text fw={700}>{SHELL_TEXTS.tasksUnderConstructionTitle}</Text>
      </Group>
      <Switch
        mt="sm"
        size="md"
        checked={checked}
        disabled={requested !== null}
        onChange={(event) => change(event.currentTarget.checked)}
        label={SYSTEM_TEXTS.tasksUnderConstructionToggle}
        description="Operators (not admins or founders) see it under the navigation bar at once."
        data-testid="under-construction-switch"
      />
      <Alert mt="md" color="yellow" variant="light" icon={<IconBarrierBlock size={18} />}>
        <Text size="sm">
          <Text span fw={700}>
            {SHELL_TEXTS.tasksUnderConstructionTitle}.
          </Text>{' '}
          {SHELL_TEXTS.tasksUnderConstructionMessage}
        </Text>
      </Alert>
    </Card>
  );
}
