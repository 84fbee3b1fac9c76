import { Badge, Center, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import type { JobsState } from '../hooks/useValidationJobs';
import classes from './Validations.module.css';

/** A titled list of jobs with its loading, error and empty states; children are its cards. */
export function ListSection({
  title,
  hint,
  list,
  emptyIcon,
  emptyTitle,
  emptyHint,
  testId,
  children,
}: {
  title: string;
  hint: string;
  list: JobsState;
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyHint: string;
  testId: string;
  children: ReactNode;
}) {
  const { jobs, loading, error, retry } = list;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" className={classes.sectionHeader}>
        <div>
          <Group gap="xs">
            <Title order={2} fz="lg">
              {title}
            </Title>
            {!loading && !error && (
              <Badge variant="light" color="gray" data-testid={`${testId}-count`}>
                {jobs.length}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
      {loading ? (
        <Stack gap="sm" data-testid={`${testId}-loading`}>
          {[0, 1].map((key) => (
            <Skeleton key={key} height={150} radius="lg" />
          ))}
        </Stack>
      ) : error ? (
        <LoadFailedAlert title={error} onRetry={retry} testId={`${testId}-error`} />
      ) : (
        <Stack gap="sm" data-testid={testId}>
          {jobs.length === 0 ? (
            <Center py={40} data-testid={`${testId}-empty`}>
              <Stack align="center" gap={6} ta="center" maw={320}>
                <ThemeIcon size={52} radius="xl" variant="light" color="gray">
                  {emptyIcon}
                </ThemeIcon>
                <Text fw={700} mt="xs">
                  {emptyTitle}
                </Text>
                <Text c="dimmed" size="sm">
                  {emptyHint}
                </Text>
              </Stack>
            </Center>
          ) : (
            children
          )}
        </Stack>
      )}
    </Stack>
  );
}
