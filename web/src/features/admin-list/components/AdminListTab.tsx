import { Group, Pagination, Text } from '@mantine/core';
import {
  useQueryErrorResetBoundary,
  useSuspenseQuery,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import { Suspense, useDeferredValue, useMemo, type ComponentProps, type ReactNode } from 'react';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import { ConsoleTab } from '../../system/components/ConsoleTab';
import { pageCount, requestOf, type ListFilters } from '../list-state';
import type { AdminList, ListSelection } from '../hooks/useAdminList';
import { ListLoading, ListRows } from './ListStates';

/** The tab around the list: its title, icon, line on what it is for, create form. */
export type AdminListFrame = Omit<
  ComponentProps<typeof ConsoleTab>,
  'total' | 'totalTestId' | 'filters' | 'children'
>;

/** A paged list's pages: their size, the rows in all, and optionally a "page n of m" line. */
export interface AdminListPaging<Data> {
  readonly pageSize: number;
  readonly totalOf: (data: Data) => number;
  readonly label?: (page: number, pages: number) => string;
  readonly testId?: string;
}

export interface AdminListTabProps<
  Filters extends ListFilters,
  Data,
  Row,
  Key extends QueryKey = QueryKey,
> {
  /** The list's state, from `useAdminList`. */
  readonly list: AdminList<Filters>;
  /** The query of one request: the one the route's loader ensured for the list as it opens. */
  readonly query: (
    filters: Filters,
    page: number,
  ) => UseSuspenseQueryOptions<Data, Error, Data, Key>;
  readonly frame: AdminListFrame;
  /** The count badge's text. */
  readonly total: (data: Data) => string;
  readonly filters: ReactNode;
  readonly rowsOf: (data: Data) => readonly Row[];
  readonly failedTitle: string;
  readonly emptyTitle: string;
  readonly emptyHint: string;
  /** Test ids `<testIdPrefix>-total` (the count), `-loading`, `-error`, `-empty`. */
  readonly testIdPrefix: string;
  /** The rows on a wide screen (a table) and a narrow one (cards), each with its select box if the list has bulk actions. */
  readonly wide: (rows: readonly Row[], selection: ListSelection) => ReactNode;
  readonly narrow: (rows: readonly Row[], selection: ListSelection) => ReactNode;
  /** The bulk actions on the ticked rows, above the rows. */
  readonly bulk?: (selection: ListSelection) => ReactNode;
  readonly paging?: AdminListPaging<Data>;
  /** Anything below the rows (a note, a dialog the rows open). */
  readonly children?: ReactNode;
}

/**
 * One System console list (spec 03): the tab's title and count, its create form and filters,
 * its bulk actions, and its rows (table or cards) with their actions and pages. The rows come
 * from `useSuspenseQuery` (the route's loader has the first page ready); another filter or page
 * keeps the current rows on screen, dimmed, until the next ones are in (a deferred request), a
 * failed load shows the list's failure text with a Retry, and pushes that invalidate the query
 * refresh the rows in place.
 */
export function AdminListTab<Filters extends ListFilters, Data, Row, Key extends QueryKey>(
  props: AdminListTabProps<Filters, Data, Row, Key>,
) {
  const { list, frame, filters, bulk, testIdPrefix, children } = props;
  const queryErrors = useQueryErrorResetBoundary();
  const tab = (total: string | null, body: ReactNode) => (
    <ConsoleTab {...frame} total={total} totalTestId={`${testIdPrefix}-total`} filters={filters}>
      {bulk?.(list.selection)}
      {body}
      {children}
    </ConsoleTab>
  );
  return (
    <CatchBoundary
      // Another request tries again; so does Retry.
      getResetKey={() => list.requestKey}
      errorComponent={({ reset }) =>
        tab(
          null,
          <LoadFailedAlert
            title={props.failedTitle}
            onRetry={() => {
              queryErrors.reset();
              reset();
            }}
            testId={`${testIdPrefix}-error`}
          />,
        )
      }
    >
      <Suspense fallback={tab(null, <ListLoading testIdPrefix={testIdPrefix} />)}>
        <LoadedList {...props} tab={tab} />
      </Suspense>
    </CatchBoundary>
  );
}

function LoadedList<Filters extends ListFilters, Data, Row, Key extends QueryKey>({
  list,
  query,
  total,
  rowsOf,
  emptyTitle,
  emptyHint,
  testIdPrefix,
  wide,
  narrow,
  paging,
  tab,
}: AdminListTabProps<Filters, Data, Row, Key> & {
  tab: (total: string | null, body: ReactNode) => ReactNode;
}) {
  // The rows on screen answer the deferred request: a new one loads behind them.
  const shownKey = useDeferredValue(list.requestKey);
  const shown = useMemo(() => requestOf<Filters>(shownKey), [shownKey]);
  const { data } = useSuspenseQuery(query(shown.filters, shown.page));
  const pages = paging ? pageCount(paging.totalOf(data), paging.pageSize) : 1;
  return tab(
    total(data),
    <>
      <ListRows
        rows={rowsOf(data)}
        stale={shownKey !== list.requestKey}
        emptyTitle={emptyTitle}
        emptyHint={emptyHint}
        testIdPrefix={testIdPrefix}
        wide={(rows) => wide(rows, list.selection)}
        narrow={(rows) => narrow(rows, list.selection)}
      />
      {paging && pages > 1 && (
        <ListPages paging={paging} page={list.page} pages={pages} onChange={list.setPage} />
      )}
    </>,
  );
}

/** The list's pages: centred, or beside a "page n of m" line. */
function ListPages<Data>({
  paging,
  page,
  pages,
  onChange,
}: {
  paging: AdminListPaging<Data>;
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  if (!paging.label) {
    return (
      <Pagination
        value={page}
        onChange={onChange}
        total={pages}
        style={{ alignSelf: 'center' }}
        data-testid={paging.testId}
      />
    );
  }
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {paging.label(page, pages)}
      </Text>
      <Pagination
        value={page}
        onChange={onChange}
        total={pages}
        size="sm"
        data-testid={paging.testId}
      />
    </Group>
  );
}
