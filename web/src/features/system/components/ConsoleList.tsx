import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListLoading, ListRows } from '../../admin-list/components/ListStates';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';

/**
 * A System console list read with `useQuery`, in each of its states: rows on their way, the
 * spec's failure text with a Retry, the spec's empty-state text, or the rows as a table or cards
 * by the screen's width (dimmed while the next filter's load). The admin list module
 * (`AdminListTab`) shows the same states for a list read with `useSuspenseQuery`.
 * Test ids: `<testIdPrefix>-loading`, `-error`, `-empty`.
 */
export function ConsoleList<Data, Row>({
  query,
  rowsOf,
  failedTitle,
  emptyTitle,
  emptyHint,
  testIdPrefix,
  wide,
  narrow,
}: {
  query: UseQueryResult<Data>;
  rowsOf: (data: Data) => readonly Row[];
  failedTitle: string;
  emptyTitle: string;
  emptyHint: string;
  testIdPrefix: string;
  /** The rows on a wide screen (a table) and on a narrow one (cards). */
  wide: (rows: readonly Row[]) => ReactNode;
  narrow: (rows: readonly Row[]) => ReactNode;
}) {
  if (query.isPending) return <ListLoading testIdPrefix={testIdPrefix} />;
  if (query.isError) {
    return (
      <LoadFailedAlert
        title={failedTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        testId={`${testIdPrefix}-error`}
      />
    );
  }
  return (
    <ListRows
      rows={rowsOf(query.data)}
      stale={query.isPlaceholderData}
      emptyTitle={emptyTitle}
      emptyHint={emptyHint}
      testIdPrefix={testIdPrefix}
      wide={wide}
      narrow={narrow}
    />
  );
}
