import { SYSTEM_LOGS_TEXTS } from '@morphic/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConsoleList } from '../../system/components/ConsoleList';
import { ConsoleCards, type ConsoleColumn } from '../../system/components/ConsoleRows';
import { ConsoleTab } from '../../system/components/ConsoleTab';
import { LimitFilter, TextFilter } from './LogFilters';
import { LogTable } from './LogTable';

/** How long a typed filter waits for the next keystroke before it reloads the log. */
export const FILTER_DEBOUNCE_MS = 300;

/** A log's row limit, out of the spec's options. */
export interface LogLimit {
  readonly value: number;
  readonly options: readonly number[];
  readonly onChange: (value: number) => void;
}

/** The row limit a log tab starts with (its first load's), changed through its limit filter. */
export function useLogLimit(first: number, options: readonly number[]): LogLimit {
  const [value, onChange] = useState(first);
  return { value, options, onChange };
}

/** A free-text filter of a log tab, with what it holds. */
export interface LogTextFilter {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly testId: string;
}

/** A free-text filter's state (empty at first). */
export function useLogTextFilter(label: string, testId: string): LogTextFilter {
  const [value, onChange] = useState('');
  return { label, value, onChange, testId };
}

/**
 * One of the System console's log tabs (spec 03): title with the rows' count, the log's own
 * `filters`, its free-text filters and the row limit, and the rows as a table (wide) or cards
 * (narrow).
 * Test ids from `kind`: `<kind>-logs-tab`, `-logs-total`, `-logs-table`, `-logs-loading`,
 * `-logs-error`, `-logs-empty`, `<kind>-limit`, `<kind>-row-<id>`.
 */
export function LogsTab<Data, Row extends { id: string }>({
  kind,
  icon,
  title,
  intro,
  failedTitle,
  emptyTitle,
  query,
  rowsOf,
  filters,
  textFilters,
  limit,
  columns,
  minWidth,
  cells,
  card,
  children,
}: {
  kind: 'audit' | 'security';
  icon: ReactNode;
  title: string;
  intro: string;
  failedTitle: string;
  emptyTitle: string;
  query: UseQueryResult<Data>;
  rowsOf: (data: Data) => readonly Row[];
  filters: ReactNode;
  textFilters: readonly LogTextFilter[];
  limit: LogLimit;
  columns: readonly ConsoleColumn[];
  minWidth: number;
  cells: (row: Row) => readonly ReactNode[];
  card: (row: Row) => ReactNode;
  /** Anything the tab opens over its rows (a timeline). */
  children?: ReactNode;
}) {
  const rowKey = (row: Row) => row.id;
  const rowTestId = (row: Row) => `${kind}-row-${row.id}`;
  return (
    <ConsoleTab
      testId={`${kind}-logs-tab`}
      icon={icon}
      title={title}
      subtitle={intro}
      total={query.data ? String(rowsOf(query.data).length) : null}
      totalTestId={`${kind}-logs-total`}
      filters={
        <>
          {filters}
          {textFilters.map((filter) => (
            <TextFilter key={filter.testId} {...filter} />
          ))}
          <LimitFilter
            label={SYSTEM_LOGS_TEXTS.filters.limit}
            {...limit}
            testId={`${kind}-limit`}
          />
        </>
      }
    >
      <ConsoleList
        query={query}
        rowsOf={rowsOf}
        failedTitle={failedTitle}
        emptyTitle={emptyTitle}
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
      />
      {children}
    </ConsoleTab>
  );
}
