import { SYSTEM_LOGS_TEXTS } from '@morphic/contracts';
import type { QueryKey, UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminListTab } from '../../admin-list/components/AdminListTab';
import type { AdminList } from '../../admin-list/hooks/useAdminList';
import type { ListFilters } from '../../admin-list/list-state';
import { ConsoleCards, type ConsoleColumn } from '../../system/components/ConsoleRows';
import { LimitFilter, TextFilter } from './LogFilters';
import { LogTable } from './LogTable';

/** A log's free-text filter: the filter's name in the query, its label and test id. */
export interface LogTextFilter<Filters> {
  readonly name: keyof Filters & string;
  readonly label: string;
  readonly testId: string;
}

/**
 * One of the System console's log tabs (spec 03) on the admin list module, in its kind's words:
 * title with the rows' count, the log's own `filters`, its free-text filters and the row limit,
 * and the rows as a table (wide) or cards (narrow).
 * Test ids from `kind`: `<kind>-logs-tab`, `-logs-total`, `-logs-table`, `-logs-loading`,
 * `-logs-error`, `-logs-empty`, `<kind>-limit`, `<kind>-row-<id>`.
 */
export function LogsTab<
  Filters extends ListFilters & { readonly limit: number },
  Data,
  Row extends { id: string },
  Key extends QueryKey,
>({
  kind,
  icon,
  list,
  query,
  rowsOf,
  filters,
  textFilters,
  limits,
  columns,
  minWidth,
  cells,
  card,
  children,
}: {
  kind: 'audit' | 'security';
  icon: ReactNode;
  list: AdminList<Filters>;
  query: (filters: Filters, page: number) => UseSuspenseQueryOptions<Data, Error, Data, Key>;
  rowsOf: (data: Data) => readonly Row[];
  filters: ReactNode;
  textFilters: readonly LogTextFilter<Filters>[];
  /** The spec's row limits to choose from. */
  limits: readonly number[];
  columns: readonly ConsoleColumn[];
  minWidth: number;
  cells: (row: Row) => readonly ReactNode[];
  card: (row: Row) => ReactNode;
  /** Anything the tab shows below its rows (a note, a timeline it opens). */
  children?: ReactNode;
}) {
  // The log's texts, by kind: auditTitle, securityTitle...
  const title = SYSTEM_LOGS_TEXTS[`${kind}Title`];
  const intro = SYSTEM_LOGS_TEXTS[`${kind}Intro`];
  const rowKey = (row: Row) => row.id;
  const rowTestId = (row: Row) => `${kind}-row-${row.id}`;
  return (
    <AdminListTab
      list={list}
      query={query}
      frame={{
        testId: `${kind}-logs-tab`,
        icon,
        title,
        subtitle: intro,
      }}
      total={(data) => String(rowsOf(data).length)}
      filters={
        <>
          {filters}
          {textFilters.map(({ name, label, testId }) => (
            <TextFilter
              key={testId}
              label={label}
              value={String(list.filters[name] ?? '')}
              // A text filter's value is text.
              onChange={(value) => list.setFilter(name, value as Filters[typeof name])}
              testId={testId}
            />
          ))}
          <LimitFilter
            label={SYSTEM_LOGS_TEXTS.filters.limit}
            value={list.filters.limit}
            options={limits}
            onChange={(limit) => list.setFilter('limit', limit as Filters['limit'])}
            testId={`${kind}-limit`}
          />
        </>
      }
      rowsOf={rowsOf}
      failedTitle={SYSTEM_LOGS_TEXTS[`${kind}FetchFailed`]}
      emptyTitle={SYSTEM_LOGS_TEXTS[`${kind}Empty`]}
      emptyHint={intro}
      testIdPrefix={`${kind}-logs`}
      wide={(rows) => (
        <LogTable
          rows={rows}
          columns={columns}
          rowKey={rowKey}
          rowTestId={rowTestId}
          testId={`${kind}-logs-table`}
          minWidth={minWidth}
          cells={cells}
        />
      )}
      narrow={(rows) => (
        <ConsoleCards rows={rows} rowKey={rowKey} rowTestId={rowTestId}>
          {card}
        </ConsoleCards>
      )}
    >
      {children}
    </AdminListTab>
  );
}
