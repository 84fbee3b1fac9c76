import {
  COMPANY_REP_PERMISSIONS,
  COMPANY_TEXTS,
  type CompanyOverviewResponse,
  type CompanyRepPermissions,
} from '@morphic/contracts';
import {
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { AppLink } from '../../../lib/navigation/AppLink';
import { useSession } from '../../session/hooks/useSession';
import { RouteError } from '../../session/components/RouteError';
import { CompanyTaskCards } from '../../company-work/components/CompanyTaskCards';
import { companyMissionsQuery } from '../../company-work/queries';
import { companyOverviewQuery, companyRepQuery } from '../queries';
import { recentTasks } from '../recent-tasks';
import { JiraStateBadge } from '../../jira-state/components/JiraStateBadge';
import { GrantBadge } from '../../shell/components/GrantBadge';
import { JiraNotConnected, SyncButton } from './SyncButton';
import { CompanyHolding } from './CompanyHolding';
import { CompanyStatusBadge } from './CompanyStatusBadge';

const TEXTS = COMPANY_TEXTS.dashboard;

function StatCards({ stats }: { stats: CompanyOverviewResponse['stats'] }) {
  const cards = [
    { label: TEXTS.stats.total, value: stats.totalMissions, testId: 'stat-total' },
    { label: TEXTS.stats.inProgress, value: stats.inProgressMissions, testId: 'stat-in-progress' },
    { label: TEXTS.stats.completed, value: stats.completedMissions, testId: 'stat-completed' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {cards.map((card) => (
        <Card key={card.testId} withBorder radius="lg" padding="lg">
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          <Text fz={32} fw={800} data-testid={card.testId}>
            {card.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

const RECENT_TASKS = 5;

/** The company's tasks in progress and latest, moving live as operators and validators work. */
function RecentTasks() {
  const missions = useSuspenseQuery(companyMissionsQuery());
  const recent = recentTasks(missions.data.missions, RECENT_TASKS);
  return (
    <Stack gap="xs">
      <Text fw={600}>{TEXTS.recentTasks}</Text>
      {recent.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="company-no-tasks">
          {TEXTS.noTasksYet}
        </Text>
      ) : (
        <CompanyTaskCards missions={recent} jiraSync={missions.data.jira_sync} />
      )}
    </Stack>
  );
}

function PermissionBadges({ permissions }: { permissions: CompanyRepPermissions | null }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {TEXTS.permissionsTitle}
      </Text>
      <Group gap={6} data-testid="rep-permissions">
        {COMPANY_REP_PERMISSIONS.map((flag) => {
          const granted = permissions?.[flag] === true;
          return <GrantBadge key={flag} label={TEXTS.permissions[flag]} granted={granted} />;
        })}
      </Group>
    </Stack>
  );
}

/** The dashboard while the company loads (its route's pending component). */
export function CompanyDashboardLoading() {
  return (
    <Stack gap="lg" data-testid="company-dashboard-loading">
      <Skeleton height={120} radius="lg" />
      <Skeleton height={110} radius="lg" />
    </Stack>
  );
}

/** The dashboard when the company could not be loaded (its route's error component). */
export function CompanyDashboardFailed(props: ErrorComponentProps) {
  return (
    <RouteError
      {...props}
      title={COMPANY_TEXTS.failedToFetchCompany}
      detail={COMPANY_TEXTS.unableToLoadCompanyProfile}
      testId="company-dashboard-error"
    />
  );
}

/**
 * /company/dashboard: the company, its status and sync state, and, once the company is active,
 * its task counts and the representative's permissions. An admin's activation reaches this
 * page live (`company.updated`).
 */
export function CompanyDashboard() {
  const { user } = useSession();
  const overview = useSuspenseQuery(companyOverviewQuery());
  const rep = useSuspenseQuery(companyRepQuery());

  const { company, stats } = overview.data;
  const permissions = rep.data.company_rep.permissions;
  return (
    <Stack gap="lg" data-testid="company-dashboard">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="xs">
          <Title order={2} data-testid="company-welcome">
            {TEXTS.welcome(user?.first_name ?? user?.full_name ?? '')}
          </Title>
          <Group gap="sm">
            <Text fw={600} data-testid="company-name">
              {company.company_name}
            </Text>
            <CompanyStatusBadge status={company.status} />
            <JiraStateBadge jira={company.jira_state} testId="company-sync-status" />
          </Group>
        </Stack>
      </Paper>
      {company.status === 'active' ? (
        <>
          <StatCards stats={stats} />
          <PermissionBadges permissions={permissions} />
          <Group>
            <Button component={AppLink} href="/company-tasks" data-testid="company-view-tasks">
              {TEXTS.viewTasks}
            </Button>
            <Button
              component={AppLink}
              href="/company/tasks/new"
              variant="light"
              data-testid="company-create-task"
            >
              {TEXTS.createTask}
            </Button>
            {permissions?.can_manage_tasks && <SyncButton company={company} />}
          </Group>
          {permissions?.can_manage_tasks && company.jira_state.state === 'not_connected' && (
            <JiraNotConnected companyName={company.company_name} />
          )}
          {permissions?.can_view_tasks && <RecentTasks />}
        </>
      ) : (
        <CompanyHolding status={company.status} />
      )}
    </Stack>
  );
}
