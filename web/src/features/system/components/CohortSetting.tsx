import { SetCurrentCohortRequestSchema, SYSTEM_TEXTS } from '@morphic/contracts';
import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUsersGroup } from '@tabler/icons-react';
import { schemaForm } from '../../../lib/forms/schema-form';
import { useSetCurrentCohort } from '../../settings/hooks/useSettingsCommands';

export function CohortSetting({ current }: { current: string }) {
  const setCohort = useSetCurrentCohort();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    ...schemaForm(SetCurrentCohortRequestSchema),
  });

  // The name is sent trimmed (the schema's output); a failure shows as useSetCurrentCohort's
  // toast, with the typed name kept for another try.
  const submit = form.onSubmit(({ name }) => {
    setCohort.mutate(name, { onSuccess: () => form.reset() });
  });

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group gap="sm" mb="xs">
        <IconUsersGroup size={20} color="var(--mantine-color-violet-6)" />
        <Text fw={700}>{SYSTEM_TEXTS.currentCohort}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        New operators join this cohort; the landing page shows it to every visitor.
      </Text>
      <Group gap="xs" mt="md">
        <Text size="sm" c="dimmed">
          Current:
        </Text>
        <Badge
          size="lg"
          variant="light"
          color="violet"
          tt="none"
          data-testid="current-cohort-admin"
        >
          {current}
        </Badge>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" mt="md">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="New cohort name"
              placeholder="e.g. Genesis Cohort"
              style={{ flex: '1 1 240px' }}
              data-testid="cohort-input"
              {...form.getInputProps('name')}
            />
            <Button
              type="submit"
              mt={{ base: 0, xs: 25 }}
              loading={setCohort.isPending}
              data-testid="cohort-submit"
            >
              {SYSTEM_TEXTS.setCohort}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
