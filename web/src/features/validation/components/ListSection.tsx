import type { ValidationJob } from '@morphic/contracts';
import { Badge, Center, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Validations.module.css';

/** A titled list of jobs, or its empty state; children are its cards. */
export function ListSection({
  title,
  hint,
  jobs,
  emptyIcon,
  emptyTitle,
  emptyHint,
  testId,
  children,
}: {
  title: string;
  hint: string;
  jobs: readonly ValidationJob[];
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyHint: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" className={classes.sectionHeader}>
        <div>
          <Group gap="xs">
            <Title order={2} fz="lg">
              {title}
            </Title>
            <Badge variant="light" color="gray" data-testid={`${testId}-count`}>
              {jobs.length}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
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
    </Stack>
  );
}

/** The two lists while they load (the route's pending component). */
export function ValidationListsLoading() {
  return (
    <Stack gap="sm" data-testid="validations-loading">
      {[0, 1].map((key) => (
        <Skeleton key={key} height={150} radius="lg" />
      ))}
    </Stack>
  );
}
