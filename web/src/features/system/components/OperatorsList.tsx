import {
  IMPERSONATION_TEXTS,
  OPERATORS_CONSOLE_TEXTS,
  OPERATORS_TAB_TEXTS,
  type AdminOperator,
  type AdminOperatorFull,
} from '@morphic/contracts';
import { Badge, Checkbox, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { ListSelection } from '../../admin-list/hooks/useAdminList';
import { ConsoleCards, ConsoleTable } from './ConsoleRows';
import { ImpersonateAction, type ImpersonationCandidate } from './ImpersonateAction';
import { OperatorActionsMenu } from './operators/OperatorActionsMenu';
import { OperatorEditor } from './operators/OperatorEditor';
import { OperatorStatusSwitch } from './operators/OperatorStatusSwitch';
import { SoftBreaks } from '../../shell/components/SoftBreaks';

const { columns } = OPERATORS_TAB_TEXTS;
const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;

const STATUS_COLORS: Record<AdminOperator['status'], string> = {
  active: 'teal',
  suspended: 'red',
  pending_verification: 'yellow',
};

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

const asCandidate = (operator: AdminOperator): ImpersonationCandidate => ({
  kind: 'operator',
  id: operator.id,
  name: operator.full_name?.trim() || operator.handle,
  detail: `@${operator.handle} · ${operator.email}`,
  blockedReason: operator.impersonation_blocked_reason,
  testKey: operator.handle,
  confirmTitle: IMPERSONATION_TEXTS.confirmTitle,
});

export function RoleBadges({ roles }: { roles: readonly string[] }) {
  return (
    <Group gap={4} wrap="wrap">
      {roles.map((role) => (
        <Badge key={role} size="sm" variant="light" color={role === 'operator' ? 'gray' : 'violet'}>
          {role}
        </Badge>
      ))}
    </Group>
  );
}

export function StatusBadge({ status }: { status: AdminOperator['status'] }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={`var(--mantine-color-${STATUS_COLORS[status]}-6)`} size={8} />
      <Text size="sm" tt="capitalize" style={{ whiteSpace: 'nowrap' }}>
        {status.replace('_', ' ')}
      </Text>
    </Group>
  );
}

export function Identity({ operator }: { operator: AdminOperator }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text fw={700} size="sm">
        {operator.full_name ?? `@${operator.handle}`}
      </Text>
      <Text size="xs" c="dimmed">
        @{operator.handle}
        {operator.cohort ? ` · ${operator.cohort}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        <SoftBreaks text={operator.email} />
      </Text>
    </div>
  );
}

function SelectBox({ operator, selection }: { operator: AdminOperator; selection: ListSelection }) {
  return (
    <Checkbox
      aria-label={TEXTS.select(operator.handle)}
      checked={selection.selected.has(operator.id)}
      onChange={(event) => selection.toggle(operator.id, event.currentTarget.checked)}
      data-testid={`operator-select-${operator.handle}`}
    />
  );
}

function RowActions({ operator, iconOnly }: { operator: AdminOperatorFull; iconOnly: boolean }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <OperatorEditor operator={operator} iconOnly={iconOnly} />
      <ImpersonateAction candidate={asCandidate(operator)} iconOnly={iconOnly} />
      <OperatorActionsMenu operator={operator} />
    </Group>
  );
}

/** Wide screens: one row per operator. */
export function OperatorsTable({
  operators,
  selection,
}: {
  operators: readonly AdminOperatorFull[];
  selection: ListSelection;
}) {
  return (
    <ConsoleTable
      rows={operators}
      rowKey={(operator) => operator.id}
      rowTestId={(operator) => `operator-row-${operator.handle}`}
      spacing="xs"
      columns={[
        { label: '', width: '36px' },
        { label: columns.operator, width: '30%' },
        { label: columns.role },
        { label: columns.status },
        { label: columns.created },
        { label: columns.actions, align: 'right' },
      ]}
      cells={(operator) => [
        <SelectBox operator={operator} selection={selection} />,
        <Identity operator={operator} />,
        <RoleBadges roles={operator.roles} />,
        <OperatorStatusSwitch operator={operator} />,
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(operator.created_at)}
        </Text>,
        <RowActions operator={operator} iconOnly />,
      ]}
    />
  );
}

/** Narrow screens: one card per operator, every field labelled. */
export function OperatorCards({
  operators,
  selection,
}: {
  operators: readonly AdminOperatorFull[];
  selection: ListSelection;
}) {
  return (
    <ConsoleCards
      rows={operators}
      rowKey={(operator) => operator.id}
      rowTestId={(operator) => `operator-row-${operator.handle}`}
    >
      {(operator) => (
        <>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
              <SelectBox operator={operator} selection={selection} />
              <Identity operator={operator} />
            </Group>
            <OperatorStatusSwitch operator={operator} />
          </Group>
          <Stack gap={6} mt="sm">
            <RoleBadges roles={operator.roles} />
            <Text size="xs" c="dimmed">
              {columns.created} {formatDate(operator.created_at)}
            </Text>
          </Stack>
          <Group mt="sm" gap="xs" justify="flex-end">
            <RowActions operator={operator} iconOnly={false} />
          </Group>
        </>
      )}
    </ConsoleCards>
  );
}
