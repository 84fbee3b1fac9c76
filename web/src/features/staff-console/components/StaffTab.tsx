import {
  OPERATORS_CONSOLE_TEXTS,
  OPERATORS_TAB_TEXTS,
  type AdminOperatorFull,
  type Role,
} from '@morphic/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AdminListTab } from '../../admin-list/components/AdminListTab';
import { useAdminList } from '../../admin-list/hooks/useAdminList';
import { ConsoleSearch } from '../../system/components/ConsoleSearch';
import {
  ConsoleCards,
  ConsoleTable,
  type ConsoleColumn,
} from '../../system/components/ConsoleRows';
import {
  Identity,
  RoleBadges,
  StatusBadge,
  formatDate,
} from '../../system/components/OperatorsList';
import { DeleteOperatorAction } from '../../system/components/operators/DeleteOperatorAction';
import { OperatorCreateForm } from '../../system/components/operators/OperatorCreateForm';
import { SuspendActivateButton } from '../../system/components/operators/SuspendActivateButton';
import { STAFF_LISTS } from '../staff-lists';

const { columns } = OPERATORS_TAB_TEXTS;
const STAFF = OPERATORS_CONSOLE_TEXTS.staffTabs;

/** What tells the Admins tab from the Validators tab. */
export interface StaffKind {
  readonly role: Extract<Role, 'founder' | 'validator'>;
  readonly texts: (typeof STAFF)['founders' | 'validators'];
  readonly testId: string;
  readonly icon: ReactNode;
  /** Validators also show their level and streak. */
  readonly withProgress: boolean;
}

function Progress({ operator }: { operator: AdminOperatorFull }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {STAFF.level} {operator.level} · {STAFF.streak} {operator.streak}
    </Text>
  );
}

/** The table's cell: level over streak, so the row fits beside the sidebar. */
function ProgressCell({ operator }: { operator: AdminOperatorFull }) {
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {STAFF.level} {operator.level}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {STAFF.streak} {operator.streak}
      </Text>
    </Stack>
  );
}

function Actions({ operator, iconOnly }: { operator: AdminOperatorFull; iconOnly: boolean }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <SuspendActivateButton operator={operator} iconOnly={iconOnly} />
      <DeleteOperatorAction operator={operator} iconOnly={iconOnly} />
    </Group>
  );
}

/**
 * The Admins (founders) or Validators tab (spec 03): the list with role, status, created date
 * (and, for validators, level and streak), a Create Founder / Create Validator form, and
 * Suspend / Activate and Delete (confirmed) per row.
 */
export function StaffTab({ kind }: { kind: StaffKind }) {
  const definition = STAFF_LISTS[kind.role];
  const list = useAdminList(definition);
  const tableColumns: ConsoleColumn[] = [
    { label: columns.operator },
    { label: columns.role },
    { label: columns.status },
    ...(kind.withProgress ? [{ label: `${STAFF.level} / ${STAFF.streak}` }] : []),
    { label: columns.created },
    { label: columns.actions, align: 'right' },
  ];

  return (
    <AdminListTab
      list={list}
      query={definition.query}
      frame={{
        testId: kind.testId,
        icon: kind.icon,
        title: kind.texts.title,
        subtitle: kind.texts.subtitle,
        create: {
          label: kind.texts.create,
          cancelLabel: OPERATORS_CONSOLE_TEXTS.tab.cancel,
          icon: <IconUserPlus size={16} />,
          testId: `${kind.testId}-create-toggle`,
          form: (onCreated) => (
            <OperatorCreateForm
              onCreated={onCreated}
              fixedRoles={[kind.role]}
              submitLabel={kind.texts.create}
              testId={`${kind.testId}-create`}
            />
          ),
        },
      }}
      total={(data) => kind.texts.total(data.total)}
      filters={
        <ConsoleSearch
          {...list.bind('q')}
          placeholder={OPERATORS_TAB_TEXTS.searchPlaceholder}
          testId={`${kind.testId}-search`}
        />
      }
      rowsOf={(data) => data.operators}
      failedTitle={OPERATORS_CONSOLE_TEXTS.failedToFetchOperators}
      emptyTitle={kind.texts.empty}
      emptyHint={STAFF.emptyHint}
      testIdPrefix={kind.testId}
      wide={(rows) => (
        <ConsoleTable
          rows={rows}
          rowKey={(operator) => operator.id}
          rowTestId={(operator) => `staff-row-${operator.handle}`}
          columns={tableColumns}
          spacing="xs"
          cells={(operator) => [
            <Identity operator={operator} />,
            <RoleBadges roles={operator.roles} />,
            <StatusBadge status={operator.status} />,
            ...(kind.withProgress ? [<ProgressCell operator={operator} />] : []),
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(operator.created_at)}
            </Text>,
            <Actions operator={operator} iconOnly />,
          ]}
        />
      )}
      narrow={(rows) => (
        <ConsoleCards
          rows={rows}
          rowKey={(operator) => operator.id}
          rowTestId={(operator) => `staff-row-${operator.handle}`}
        >
          {(operator) => (
            <>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Identity operator={operator} />
                <StatusBadge status={operator.status} />
              </Group>
              <Stack gap={6} mt="sm">
                <RoleBadges roles={operator.roles} />
                {kind.withProgress && <Progress operator={operator} />}
                <Text size="xs" c="dimmed">
                  {columns.created} {formatDate(operator.created_at)}
                </Text>
              </Stack>
              <Group mt="sm" justify="flex-end">
                <Actions operator={operator} iconOnly={false} />
              </Group>
            </>
          )}
        </ConsoleCards>
      )}
    />
  );
}
