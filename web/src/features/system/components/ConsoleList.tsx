import { Center, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';

/**
 * A System console list in each of its states: rows on their way, the spec's failure text with
 * a Retry, the spec's empty-state text, or the rows as a table or cards by the screen's width
 * (dimmed while the next filter's load).
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
  const isWide = useMediaQuery('(min-width: 48em)', true);
  if (query.isPending) {
    return (
      <Stack gap={8} data-testid={`${testIdPrefix}-loading`}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={44} radius="md" />
        ))}
      </Stack>
    );
  }
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
  const rows = rowsOf(query.data);
  if (rows.length === 0) {
    return (
      <Center py={48} data-testid={`${testIdPrefix}-empty`}>
        <Stack align="center" gap={6} ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconSearch size={24} />
          </ThemeIcon>
          <Text fw={700}>{emptyTitle}</Text>
          <Text size="sm" c="dimmed">
            {emptyHint}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {isWide ? wide(rows) : narrow(rows)}
    </div>
  );
}
