import {
  SYSTEM_HEALTH_TEXTS,
  type ProjectionOverview,
  type ReactorStatus,
} from '@morphic/contracts';
import { Badge, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConsoleCards, ConsoleTable } from '../../system/components/ConsoleRows';
import { RebuildControl } from './RebuildControl';

const TEXTS = SYSTEM_HEALTH_TEXTS;
const STATE_COLORS = { live: 'teal', catching_up: 'blue', failed: 'red', stopped: 'gray' } as const;

export function StateBadge({
  state,
  testId,
}: {
  state: ProjectionOverview['state'];
  testId: string;
}) {
  return (
    <Badge
      variant="light"
      color={STATE_COLORS[state]}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      data-testid={testId}
    >
      {TEXTS.states[state]}
    </Badge>
  );
}

const position = (value: string | null) =>
  value === null ? (
    <Text size="sm" c="dimmed">
      {TEXTS.notYet}
    </Text>
  ) : (
    <Code>{value}</Code>
  );

const lag = (value: number | null, testId: string) => (
  <Text size="sm" fw={value ? 700 : 400} c={value ? 'orange' : undefined} data-testid={testId}>
    {value ?? '—'}
  </Text>
);

function Name({ projection }: { projection: ProjectionOverview }) {
  return (
    <div>
      <Text fw={700} size="sm">
        {projection.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {projection.collections.join(', ')}
      </Text>
      {projection.error && (
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {projection.error}
        </Text>
      )}
    </div>
  );
}

const rowKey = (projection: ProjectionOverview) => projection.name;
const rowTestId = (projection: ProjectionOverview) => `projection-row-${projection.name}`;

export function ProjectionsTable({
  projections,
  canRebuild,
}: {
  projections: readonly ProjectionOverview[];
  canRebuild: boolean;
}) {
  const { columns } = TEXTS;
  return (
    <ConsoleTable
      rows={projections}
      rowKey={rowKey}
      rowTestId={rowTestId}
      spacing="sm"
      columns={[
        { label: columns.name },
        { label: columns.version, align: 'right' },
        { label: columns.generation, align: 'right' },
        { label: columns.checkpoint },
        { label: columns.lag, align: 'right' },
        { label: columns.state },
        { label: columns.rebuild, width: '190px' },
      ]}
      cells={(projection) => [
        <Name key="name" projection={projection} />,
        `v${projection.version}`,
        <Text key="generation" size="sm" data-testid={`projection-generation-${projection.name}`}>
          {projection.generation}
        </Text>,
        position(projection.position),
        lag(projection.lag, `projection-lag-${projection.name}`),
        <StateBadge
          key="state"
          state={projection.state}
          testId={`projection-state-${projection.name}`}
        />,
        <RebuildControl key="rebuild" projection={projection} canRebuild={canRebuild} />,
      ]}
    />
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

export function ProjectionsCards({
  projections,
  canRebuild,
}: {
  projections: readonly ProjectionOverview[];
  canRebuild: boolean;
}) {
  const { columns } = TEXTS;
  return (
    <ConsoleCards rows={projections} rowKey={rowKey} rowTestId={rowTestId}>
      {(projection) => (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Name projection={projection} />
            <StateBadge state={projection.state} testId={`projection-state-${projection.name}`} />
          </Group>
          <SimpleGrid cols={4} spacing="xs">
            <Figure label={columns.version}>
              <Text size="sm">v{projection.version}</Text>
            </Figure>
            <Figure label={columns.generation}>
              <Text size="sm" data-testid={`projection-generation-${projection.name}`}>
                {projection.generation}
              </Text>
            </Figure>
            <Figure label={columns.checkpoint}>{position(projection.position)}</Figure>
            <Figure label={columns.lag}>
              {lag(projection.lag, `projection-lag-${projection.name}`)}
            </Figure>
          </SimpleGrid>
          <RebuildControl projection={projection} canRebuild={canRebuild} />
        </Stack>
      )}
    </ConsoleCards>
  );
}

export function ReactorsList({
  reactors,
  wide,
}: {
  reactors: readonly ReactorStatus[];
  wide: boolean;
}) {
  if (reactors.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {TEXTS.noReactors}
      </Text>
    );
  }
  const { columns } = TEXTS;
  const key = (reactor: ReactorStatus) => reactor.name;
  const testId = (reactor: ReactorStatus) => `reactor-row-${reactor.name}`;
  if (!wide) {
    return (
      <ConsoleCards rows={reactors} rowKey={key} rowTestId={testId}>
        {(reactor) => (
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {reactor.name}
              </Text>
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {columns.checkpoint}
                </Text>
                {position(reactor.position)}
                <Text size="xs" c="dimmed">
                  {columns.lag} {reactor.lag ?? '—'}
                </Text>
              </Group>
            </div>
            <StateBadge state={reactor.state} testId={`reactor-state-${reactor.name}`} />
          </Group>
        )}
      </ConsoleCards>
    );
  }
  return (
    <ConsoleTable
      rows={reactors}
      rowKey={key}
      rowTestId={testId}
      spacing="sm"
      columns={[
        { label: columns.reactor },
        { label: columns.checkpoint },
        { label: columns.lag, align: 'right' },
        { label: columns.state },
      ]}
      cells={(reactor) => [
        <div key="name">
          <Text fw={700} size="sm">
            {reactor.name}
          </Text>
          {reactor.error && (
            <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
              {reactor.error}
            </Text>
          )}
        </div>,
        position(reactor.position),
        lag(reactor.lag, `reactor-lag-${reactor.name}`),
        <StateBadge key="state" state={reactor.state} testId={`reactor-state-${reactor.name}`} />,
      ]}
    />
  );
}
