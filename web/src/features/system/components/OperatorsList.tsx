import { OPERATORS_TAB_TEXTS, type AdminOperator } from '@morphic/contracts';
import { Badge, Card, ColorSwatch, Group, Stack, Table, Text } from '@mantine/core';
import { ImpersonateAction } from './ImpersonateAction';

const { columns } = OPERATORS_TAB_TEXTS;

const STATUS_COLORS: Record<AdminOperator['status'], string> = {
  active: 'teal',
  suspended: 'red',
  pending_verification: 'yellow',
};

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

function RoleBadges({ roles }: { roles: readonly string[] }) {
  return (
    <Group gap={4} wrap="wrap">
      {roles.map((role) => (
        <Badge
          key={role}
          size="sm"
          variant="light"
          color={role === 'operator' ? 'gray' : 'violet'}
          // Badges cut their label to fit the cell; a role is short and must read whole.
          styles={{ label: { overflow: 'visible' } }}
        >
          {role}
        </Badge>
      ))}
    </Group>
  );
}

function StatusBadge({ status }: { status: AdminOperator['status'] }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={`var(--mantine-color-${STATUS_COLORS[status]}-6)`} size={8} />
      <Text size="sm" tt="capitalize" style={{ whiteSpace: 'nowrap' }}>
        {status.replace('_', ' ')}
      </Text>
    </Group>
  );
}

function Identity({ operator }: { operator: AdminOperator }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text fw={700} size="sm">
        {operator.full_name ?? `@${operator.handle}`}
      </Text>
      <Text size="xs" c="dimmed">
        @{operator.handle}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {operator.email}
      </Text>
    </div>
  );
}

/** Wide screens: one row per operator. */
export function OperatorsTable({ operators }: { operators: readonly AdminOperator[] }) {
  return (
    <Card withBorder radius="lg" p={0}>
      <Table.ScrollContainer minWidth={700}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="34%">{columns.operator}</Table.Th>
              <Table.Th>{columns.role}</Table.Th>
              <Table.Th>{columns.status}</Table.Th>
              <Table.Th>{columns.created}</Table.Th>
              <Table.Th ta="right">{columns.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {operators.map((operator) => (
              <Table.Tr key={operator.id} data-testid={`operator-row-${operator.handle}`}>
                <Table.Td>
                  <Identity operator={operator} />
                </Table.Td>
                <Table.Td>
                  <RoleBadges roles={operator.roles} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={operator.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(operator.created_at)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <ImpersonateAction operator={operator} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Narrow screens: one card per operator, every field labelled. */
export function OperatorCards({ operators }: { operators: readonly AdminOperator[] }) {
  return (
    <Stack gap="sm">
      {operators.map((operator) => (
        <Card
          key={operator.id}
          withBorder
          radius="lg"
          padding="md"
          data-testid={`operator-row-${operator.handle}`}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Identity operator={operator} />
            <StatusBadge status={operator.status} />
          </Group>
          <Group justify="space-between" align="flex-end" mt="sm" gap="sm">
            <Stack gap={6}>
              <RoleBadges roles={operator.roles} />
              <Text size="xs" c="dimmed">
                {columns.created} {formatDate(operator.created_at)}
              </Text>
            </Stack>
            <ImpersonateAction operator={operator} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
