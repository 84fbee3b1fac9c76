import { Skeleton } from '@mantine/core';

/** A console tab's panel while the tab's code or data loads. */
export function SystemTabLoading() {
  return <Skeleton height={240} radius="md" data-testid="system-tab-loading" />;
}
