import { Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound } from '../../../lib/api-client';
import { AppLink } from '../../../lib/navigation/AppLink';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';

/**
 * A System console analysis screen (one mission, company or operator): the link back to its
 * console tab above the screen in each state, skeletons while it loads, the not-found text (no
 * Retry: it would fail the same way) or the failure text with a Retry, then the screen itself.
 * Test ids: `back-to-system`, `<testId>`, `<testId>-loading`, `<testId>-error`.
 */
export function AnalysisPageFrame<Data>({
  query,
  backHref,
  backLabel,
  notFoundTitle,
  failedTitle,
  testId,
  children,
}: {
  query: UseQueryResult<Data>;
  backHref: string;
  backLabel: string;
  notFoundTitle: string;
  failedTitle: string;
  testId: string;
  children: (data: Data) => ReactNode;
}) {
  const back = (
    <Button
      component={AppLink}
      href={backHref}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      px={0}
      style={{ alignSelf: 'flex-start' }}
      data-testid="back-to-system"
    >
      {backLabel}
    </Button>
  );

  if (query.isPending) {
    return (
      <Stack gap="md" data-testid={`${testId}-loading`}>
        {back}
        <Skeleton height={40} width="40%" radius="md" />
        <Skeleton height={420} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    const missing = isNotFound(query.error);
    return (
      <Stack gap="md">
        {back}
        <LoadFailedAlert
          title={missing ? notFoundTitle : failedTitle}
          {...(missing ? {} : { onRetry: () => void query.refetch(), retrying: query.isFetching })}
          testId={`${testId}-error`}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid={testId}>
      {back}
      {children(query.data)}
    </Stack>
  );
}
