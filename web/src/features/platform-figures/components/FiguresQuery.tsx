import { PLATFORM_FIGURES_TEXTS } from '@morphic/contracts';
import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';

/** A figures tab while its figures load, when they failed (with Retry), and once they came. */
export function FiguresQuery<Data>({
  query,
  testId,
  children,
}: {
  query: UseQueryResult<Data>;
  testId: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Stack gap="md" data-testid={`${testId}-loading`}>
        <Skeleton height={110} radius="lg" />
        <Skeleton height={260} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadFailedAlert
        title={PLATFORM_FIGURES_TEXTS.failedToLoad}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        testId={`${testId}-error`}
      />
    );
  }
  return children(query.data);
}
