import { VALIDATION_TEXTS } from '@morphic/contracts';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './Validations.module.css';

/** A titled list of jobs with its loading, error and empty states. */
export function ListSection({
  title,
  hint,
  count,
  loading,
  error,
  retry,
  empty,
  emptyIcon,
  emptyTitle,
  emptyHint,
  testId,
  children,
}: {
  title: string;
  hint: string;
  count: number;
  loading: boolean;
  error: string | null;
  retry: () => void;
  empty: boolean;
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
            {!loading && !error && (
              <Badge variant="light" color="gray" data-testid={`${testId}-count`}>
                {count}
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
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          title={error}
          data-testid={`${testId}-error`}
        >
          <Button
            mt="xs"
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={retry}
          >
            {VALIDATION_TEXTS.retry}
          </Button>
        </Alert>
      ) : (
        <Stack gap="sm" data-testid={testId}>
          {empty ? (
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
