import { ASSIGNMENT_TEXTS, MARKETPLACE_TEXTS, type SessionUser } from '@morphic/contracts';
import {
  Badge,
  Button,
  Center,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconChecks,
  IconCoins,
  IconInbox,
  IconListCheck,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { workEntryPath } from '../../marketplace/access';
import { useSession } from '../../session/hooks/useSession';
import { useOperatorAssignments } from '../hooks/useOperatorAssignments';
import { activeCount, groupByTab, MY_TASKS_TABS, type MyTasksTab } from '../my-tasks';
import { MyTaskCard } from './MyTaskCard';
import classes from './MyTasks.module.css';

function StatCard({
  label,
  value,
  icon,
  color,
  testId,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  color: string;
  testId: string;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.3}>
            {label}
          </Text>
          <Text fw={800} fz={{ base: 22, sm: 28 }} data-testid={testId}>
            {value}
          </Text>
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" color={color} visibleFrom="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/**
 * Where to find the next task: the marketplace once it is open to the user, onboarding before
 * (spec 02 section 2); a company representative finds work elsewhere.
 */
function nextTaskLink(user: SessionUser): { href: string; label: string } | null {
  const href = workEntryPath(user);
  if (!href) return null;
  const label =
    href === '/marketplace' ? ASSIGNMENT_TEXTS.browseMarketplace : MARKETPLACE_TEXTS.goToOnboarding;
  return { href, label };
}

function EmptyTab({ tab, next }: { tab: MyTasksTab; next: ReturnType<typeof nextTaskLink> }) {
  return (
    <Center py={48} data-testid={`my-tasks-empty-${tab}`}>
      <Stack align="center" gap={6} ta="center" maw={360}>
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconInbox size={24} />
        </ThemeIcon>
        <Text c="dimmed" size="sm">
          {tab === 'assigned' && next?.href === '/onboarding'
            ? ASSIGNMENT_TEXTS.emptyAssignedOnboarding
            : ASSIGNMENT_TEXTS.emptyTab[tab]}
        </Text>
        {tab === 'assigned' && next && (
          <Button component={AppLink} href={next.href} variant="light" size="xs" mt={4}>
            {next.label}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

function MyTasks({ user }: { user: SessionUser }) {
  const query = useOperatorAssignments(user.id);
  const [tab, setTab] = useState<MyTasksTab>('assigned');
  const groups = groupByTab(query.data, {
    onboardingCompleted: user.onboarding_completed,
  });
  const next = nextTaskLink(user);

  return (
    <Stack gap="lg" data-testid="my-tasks-page">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {ASSIGNMENT_TEXTS.myTasksTitle}
          </Title>
          <Text c="dimmed" mt={4}>
            {ASSIGNMENT_TEXTS.myTasksSubtitle}
          </Text>
        </div>
        {next && (
          <Button
            component={AppLink}
            href={next.href}
            variant="light"
            leftSection={<IconBuildingStore size={16} />}
            data-testid="my-tasks-next-link"
          >
            {next.label}
          </Button>
        )}
      </Group>

      <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard
          label={ASSIGNMENT_TEXTS.statActive}
          value={activeCount(groups)}
          icon={<IconListCheck size={24} />}
          color="blue"
          testId="my-tasks-stat-active"
        />
        <StatCard
          label={ASSIGNMENT_TEXTS.statCompleted}
          value={groups.completed.length}
          icon={<IconChecks size={24} />}
          color="teal"
          testId="my-tasks-stat-completed"
        />
        <StatCard
          label={ASSIGNMENT_TEXTS.statCredits}
          value={user.credits}
          icon={<IconCoins size={24} />}
          color="yellow"
          testId="my-tasks-stat-credits"
        />
      </SimpleGrid>

      <Tabs
        value={tab}
        onChange={(value) => setTab(MY_TASKS_TABS.find((t) => t === value) ?? 'assigned')}
        variant="pills"
        radius="md"
      >
        <Tabs.List mb="md" className={classes.tabList}>
          {MY_TASKS_TABS.map((name) => (
            <Tabs.Tab
              key={name}
              value={name}
              data-testid={`my-tasks-tab-${name}`}
              rightSection={
                <Badge size="sm" variant="light" data-testid={`my-tasks-count-${name}`}>
                  {groups[name].length}
                </Badge>
              }
            >
              {ASSIGNMENT_TEXTS.tabs[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {MY_TASKS_TABS.map((name) => (
          <Tabs.Panel key={name} value={name} data-testid={`my-tasks-panel-${name}`}>
            {groups[name].length === 0 ? (
              <EmptyTab tab={name} next={next} />
            ) : (
              <Stack gap="sm">
                {groups[name].map((assignment) => (
                  <MyTaskCard key={assignment.id} assignment={assignment} />
                ))}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** My Tasks while the assignments load (the route's pending component). */
export function MyTasksLoading() {
  return (
    <Stack gap="sm" data-testid="my-tasks-loading">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={110} radius="lg" />
      ))}
    </Stack>
  );
}

/** /my-tasks, "Missions to Complete" (its route asks for a login, spec 02). */
export function MyTasksPage() {
  const { user } = useSession();
  return user ? <MyTasks user={user} /> : null;
}
