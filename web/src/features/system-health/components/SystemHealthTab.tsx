import { SYSTEM_HEALTH_TEXTS } from '@morphic/contracts';
import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHeartbeat, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { projectionsOverviewQuery } from '../queries';
import { ProjectionsCards, ProjectionsTable, ReactorsList } from './ProjectionRows';

const TEXTS = SYSTEM_HEALTH_TEXTS;

/** What each figure on the tab means, in one list under the tables. */
function Meanings() {
  return (
    <Card withBorder radius="lg" padding="md" data-testid="system-health-meanings">
      <List size="sm" spacing={4} c="dimmed">
        {Object.entries(TEXTS.meaning).map(([key, text]) => (
          <List.Item key={key}>{text}</List.Item>
        ))}
      </List>
    </Card>
  );
}

/**
 * The System console's system-health tab: the log's head, every projection and reactor with
 * its position, lag and state, and a Rebuild per projection whose progress arrives live.
 */
export function SystemHealthTab() {
  const overview = useSuspenseQuery(projectionsOverviewQuery());
  const wide = useMediaQuery('(min-width: 48em)', true);
  const { event_store: eventStore, mode, projections, reactors } = overview.data;
  const canRebuild = mode === 'in_process';
  return (
    <Stack gap="lg" data-testid="system-health-tab">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ flex: '1 1 260px' }}>
          <Group gap="sm">
            <IconHeartbeat size={22} />
            <Text fw={700} size="lg">
              {TEXTS.title}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {TEXTS.subtitle}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={overview.isFetching}
          onClick={() => void overview.refetch()}
          data-testid="system-health-refresh"
        >
          {TEXTS.refresh}
        </Button>
      </Group>
      <Card withBorder radius="lg" padding="md">
        <Text size="xs" c="dimmed">
          {TEXTS.head}
        </Text>
        <Text fw={700} size="xl" data-testid="event-store-head">
          {eventStore.head ?? TEXTS.emptyLog}
        </Text>
        <Text size="xs" c="dimmed">
          {TEXTS.meaning.head}
        </Text>
      </Card>
      {!canRebuild && (
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          {TEXTS.workerMode}
        </Alert>
      )}
      <Stack gap="sm">
        <Title order={3} fz="md">
          {TEXTS.projections}
        </Title>
        {wide ? (
          <ProjectionsTable projections={projections} canRebuild={canRebuild} />
        ) : (
          <ProjectionsCards projections={projections} canRebuild={canRebuild} />
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {TEXTS.reactors}
        </Title>
        <ReactorsList reactors={reactors} wide={wide} />
      </Stack>
      <Meanings />
    </Stack>
  );
}
