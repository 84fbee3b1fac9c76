import {
  OPERATORS_CONSOLE_TEXTS,
  OPERATORS_TAB_TEXTS,
  OPERATOR_ROLE_FILTERS,
  type OperatorRoleFilter,
} from '@morphic/contracts';
import { Group, Pagination, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useAdminOperators } from '../hooks/useAdminOperators';
import { FIRST_OPERATORS_PAGE, OPERATORS_PAGE_SIZE } from '../queries';
import { ConsoleList } from './ConsoleList';
import { ConsoleSearch, useConsoleSearch } from './ConsoleSearch';
import { ConsoleTab } from './ConsoleTab';
import { OperatorCards, OperatorsTable, type OperatorSelection } from './OperatorsList';
import { BulkFlagsBar } from './operators/BulkFlagsBar';
import { ExportOperatorsButton } from './operators/ExportOperatorsButton';
import { ImportOperatorsButton } from './operators/ImportOperatorsModal';
import { OperatorCreateForm } from './operators/OperatorCreateForm';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;

function useSelection(): OperatorSelection & { clear: () => void } {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    selected,
    toggle: (id, on) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}

/**
 * The System console's Operators tab (spec 03): search, role and cohort filters, pages, create,
 * import and export, bulk flags, and each row's status, edit, impersonation and further actions.
 */
export function OperatorsTab() {
  const search = useConsoleSearch(FIRST_OPERATORS_PAGE.q);
  const [role, setRole] = useState<OperatorRoleFilter>(FIRST_OPERATORS_PAGE.role);
  const [cohortText, setCohortText] = useState('');
  const [cohort] = useDebouncedValue(cohortText.trim(), 300);
  const [page, setPage] = useState<number>(FIRST_OPERATORS_PAGE.page);
  const selection = useSelection();
  const operators = useAdminOperators({
    q: search.query,
    role,
    ...(cohort ? { cohort } : {}),
    page,
    page_size: OPERATORS_PAGE_SIZE,
  });
  const pages = operators.data
    ? Math.max(1, Math.ceil(operators.data.total / OPERATORS_PAGE_SIZE))
    : 1;

  return (
    <ConsoleTab
      testId="operators-tab"
      icon={<IconUsersGroup size={20} color="var(--mantine-color-violet-6)" />}
      title={OPERATORS_TAB_TEXTS.title}
      subtitle={OPERATORS_TAB_TEXTS.subtitle}
      total={operators.data ? OPERATORS_TAB_TEXTS.total(operators.data.total) : null}
      totalTestId="operators-total"
      create={{
        label: TEXTS.createTitle,
        cancelLabel: TEXTS.cancel,
        icon: <IconUserPlus size={16} />,
        testId: 'operator-create-toggle',
        form: (onCreated) => <OperatorCreateForm onCreated={onCreated} />,
      }}
      filters={
        <>
          <ConsoleSearch
            value={search.text}
            onChange={(text) => {
              search.setText(text);
              setPage(1);
            }}
            placeholder={OPERATORS_TAB_TEXTS.searchPlaceholder}
            testId="operators-search"
          />
          <Select
            aria-label={OPERATORS_TAB_TEXTS.roleFilter}
            value={role}
            onChange={(value) => {
              setRole(OPERATOR_ROLE_FILTERS.find((option) => option === value) ?? 'all');
              setPage(1);
            }}
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
            value={cohortText}
            onChange={(event) => {
              setCohortText(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', xs: 180 }}
            data-testid="operators-cohort-filter"
          />
          <Group gap="xs">
            <ImportOperatorsButton />
            <ExportOperatorsButton />
          </Group>
        </>
      }
    >
      <BulkFlagsBar selected={[...selection.selected]} onDone={selection.clear} />
      <ConsoleList
        query={operators}
        rowsOf={(data) => data.operators}
        failedTitle={OPERATORS_TAB_TEXTS.failedToFetch}
        emptyTitle={OPERATORS_TAB_TEXTS.empty}
        emptyHint={OPERATORS_TAB_TEXTS.emptyHint}
        testIdPrefix="operators"
        wide={(rows) => <OperatorsTable operators={rows} selection={selection} />}
        narrow={(rows) => <OperatorCards operators={rows} selection={selection} />}
      />

      {pages > 1 && (
        <Pagination
          value={page}
          onChange={setPage}
          total={pages}
          style={{ alignSelf: 'center' }}
          data-testid="operators-pagination"
        />
      )}
    </ConsoleTab>
  );
}
