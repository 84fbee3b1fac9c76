import { Center, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A list's rows on their way. Test id: `<testIdPrefix>-loading`. */
export function ListLoading({ testIdPrefix }: { testIdPrefix: string }) {
  return (
    <Stack gap={8} data-testid={`${testIdPrefix}-loading`}>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} height={44} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * A list's rows: the spec's empty-state text when there are none, else a table on a wide
 * screen and cards on a narrow one, dimmed while the rows of the next filter or page load.
 * Test id: `<testIdPrefix>-empty`.
 */
export function ListRows<Row>({
  rows,
  stale,
  emptyTitle,
  emptyHint,
  testIdPrefix,
  wide,
  narrow,
}: {
  rows: readonly Row[];
  stale: boolean;
  emptyTitle: string;
  emptyHint: string;
  testIdPrefix: string;
  /** The rows on a wide screen (a table) and on a narrow one (cards). */
  wide: (rows: readonly Row[]) => ReactNode;
  narrow: (rows: readonly Row[]) => ReactNode;
}) {
  const isWide = useMediaQuery('(min-width: 48em)', true);
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
  return <div style={{ opacity: stale ? 0.6 : 1 }}>{isWide ? wide(rows) : narrow(rows)}</div>;
}
