import { COMPANY_WORK_TEXTS } from '@morphic/contracts';
import {
  Button,
  Center,
  Group,
  NativeSelect,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconInbox, IconPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { useSession } from '../../session/hooks/useSession';
import { RouteError } from '../../session/components/RouteError';
import { companyMissionsQuery } from '../queries';
import {
  COMPANY_TASKS_FILTERS,
  parseCompanyTasksFilter,
  type CompanyTasksFilter,
} from '../task-filters';
import { CompanyActiveGate } from './CompanyActiveGate';
import { CompanyTaskCards } from './CompanyTaskCards';
import { PaymentSummary } from './PaymentSummary';

const FILTER_CHOICES = COMPANY_TASKS_FILTERS.map((value) => ({
  value,
  label: COMPANY_WORK_TEXTS.filters[value],
}));

function EmptyList({ filter }: { filter: CompanyTasksFilter }) {
  return (
    <Center py={56} data-testid="company-tasks-empty">
      <Stack align="center" gap={6} ta="center" maw={380}>
        <ThemeIcon size={52} radius="xl" variant="light" color="gray">
          <IconInbox size={26} />
        </ThemeIcon>
        <Text fw={700} mt="xs">
          {filter === 'all' ? COMPANY_WORK_TEXTS.noTasks : COMPANY_WORK_TEXTS.noTasksForFilter}
        </Text>
        {filter === 'all' && (
          <Text c="dimmed" size="sm">
            {COMPANY_WORK_TEXTS.noTasksHint}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

function CompanyTasks({
  filter,
  onFilterChange,
}: {
  filter: CompanyTasksFilter;
  onFilterChange: (filter: CompanyTasksFilter) => void;
}) {
  const { user } = useSession();
  // A new filter's missions load while the current ones stay on screen.
  const shownFilter = useDeferredValue(filter);
  const query = useSuspenseQuery(companyMissionsQuery(shownFilter));
  const summary = query.data.payment_summary;

  return (
    <Stack gap="lg" data-testid="company-tasks-page">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {COMPANY_WORK_TEXTS.tasksTitle}
          </Title>
          <Text c="dimmed" mt={4}>
            {COMPANY_WORK_TEXTS.tasksSubtitle}
          </Text>
        </div>
        {user?.permissions?.can_manage_tasks && (
          <Button
            component={AppLink}
            href="/company/tasks/new"
            leftSection={<IconPlus size={16} />}
            data-testid="company-tasks-new"
          >
            {COMPANY_WORK_TEXTS.newTask}
          </Button>
        )}
      </Group>

      {summary && <PaymentSummary totals={summary} />}

      {/* Five choices side by side need more width than a phone has: it gets a select. */}
      <SegmentedControl
        visibleFrom="sm"
        value={filter}
        onChange={(value) => onFilterChange(parseCompanyTasksFilter(value))}
        data={FILTER_CHOICES}
        aria-label={COMPANY_WORK_TEXTS.filterLabel}
        radius="md"
        style={{ alignSelf: 'flex-start' }}
        data-testid="company-tasks-filter"
      />
      <NativeSelect
        hiddenFrom="sm"
        label={COMPANY_WORK_TEXTS.filterLabel}
        value={filter}
        onChange={(event) => onFilterChange(parseCompanyTasksFilter(event.currentTarget.value))}
        data={FILTER_CHOICES}
        data-testid="company-tasks-filter-select"
      />

      {query.data.missions.length === 0 ? (
        <EmptyList filter={shownFilter} />
      ) : (
        <CompanyTaskCards missions={query.data.missions} jiraSync={query.data.jira_sync} />
      )}
    </Stack>
  );
}

/** The missions while they load (the route's pending component). */
export function CompanyTasksLoading() {
  return (
    <Stack gap="sm" data-testid="company-tasks-loading">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={132} radius="lg" />
      ))}
    </Stack>
  );
}

/** The missions when they could not be loaded (the route's error component). */
export function CompanyTasksFailed(props: ErrorComponentProps) {
  return (
    <RouteError
      {...props}
      title={COMPANY_WORK_TEXTS.failedToFetchMissions}
      testId="company-tasks-error"
    />
  );
}

/** /company-tasks: the company's missions by status, live; payments with can_view_payments. */
export function CompanyTasksPage(props: {
  filter: CompanyTasksFilter;
  onFilterChange: (filter: CompanyTasksFilter) => void;
}) {
  return (
    <CompanyActiveGate permission="can_view_tasks">
      <CompanyTasks {...props} />
    </CompanyActiveGate>
  );
}
