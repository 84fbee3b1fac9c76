import {
  OPERATORS_CONSOLE_TEXTS,
  OPERATORS_TAB_TEXTS,
  OPERATOR_ROLE_FILTERS,
} from '@morphic/contracts';
import { Group, Select, TextInput } from '@mantine/core';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { AdminListTab } from '../../admin-list/components/AdminListTab';
import { useAdminList } from '../../admin-list/hooks/useAdminList';
import { OPERATORS_LIST } from '../operators-list';
import { OPERATORS_PAGE_SIZE } from '../queries';
import { ConsoleSearch } from './ConsoleSearch';
import { OperatorCards, OperatorsTable } from './OperatorsList';
import { BulkFlagsBar } from './operators/BulkFlagsBar';
import { ExportOperatorsButton } from './operators/ExportOperatorsButton';
import { ImportOperatorsButton } from './operators/ImportOperatorsModal';
import { OperatorCreateForm } from './operators/OperatorCreateForm';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;

/**
 * The System console's Operators tab (spec 03): search, role and cohort filters, pages, create,
 * import and export, bulk flags, and each row's status, edit, impersonation and further actions.
 */
export function OperatorsTab() {
  const list = useAdminList(OPERATORS_LIST);
  const { filters, setFilter, bind } = list;

  return (
    <AdminListTab
      list={list}
      query={OPERATORS_LIST.query}
      frame={{
        testId: 'operators-tab',
        icon: <IconUsersGroup size={20} color="var(--mantine-color-violet-6)" />,
        title: OPERATORS_TAB_TEXTS.title,
        subtitle: OPERATORS_TAB_TEXTS.subtitle,
        create: {
          label: TEXTS.createTitle,
          cancelLabel: TEXTS.cancel,
          icon: <IconUserPlus size={16} />,
          testId: 'operator-create-toggle',
          form: (onCreated) => <OperatorCreateForm onCreated={onCreated} />,
        },
      }}
      total={(data) => OPERATORS_TAB_TEXTS.total(data.total)}
      filters={
        <>
          <ConsoleSearch
            {...bind('q')}
            placeholder={OPERATORS_TAB_TEXTS.searchPlaceholder}
            testId="operators-search"
          />
          <Select
            aria-label={OPERATORS_TAB_TEXTS.roleFilter}
            value={filters.role}
            onChange={(value) =>
              setFilter('role', OPERATOR_ROLE_FILTERS.find((option) => option === value) ?? 'all')
            }
            data={OPERATOR_ROLE_FILTERS.map((value) => ({
              value,
              label: OPERATORS_TAB_TEXTS.roleOptions[value],
            }))}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
            data-testid="operators-role-filter"
          />
          <TextInput
            aria-label={TEXTS.cohortFilter}
            placeholder={TEXTS.cohortPlaceholder}
            value={filters.cohort}
            onChange={(event) => setFilter('cohort', event.currentTarget.value)}
            w={{ base: '100%', xs: 180 }}
            data-testid="operators-cohort-filter"
          />
          <Group gap="xs">
            <ImportOperatorsButton />
            <ExportOperatorsButton />
          </Group>
        </>
      }
      bulk={(selection) => (
        <BulkFlagsBar selected={[...selection.selected]} onDone={selection.clear} />
      )}
      rowsOf={(data) => data.operators}
      failedTitle={OPERATORS_TAB_TEXTS.failedToFetch}
      emptyTitle={OPERATORS_TAB_TEXTS.empty}
      emptyHint={OPERATORS_TAB_TEXTS.emptyHint}
      testIdPrefix="operators"
      wide={(rows, selection) => <OperatorsTable operators={rows} selection={selection} />}
      narrow={(rows, selection) => <OperatorCards operators={rows} selection={selection} />}
      paging={{
        pageSize: OPERATORS_PAGE_SIZE,
        totalOf: (data) => data.total,
        testId: 'operators-pagination',
      }}
    />
  );
}
