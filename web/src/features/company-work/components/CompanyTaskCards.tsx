import {
  COMPANY_WORK_TEXTS,
  TASK_NOT_LINKED,
  formatQualityScore,
  formatReward,
  type Mission,
  type TaskJiraSync,
} from '@morphic/contracts';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../account/format';
import { JiraAttachmentList } from '../../jira-state/components/JiraAttachmentList';
import { NameBadges } from '../../shell/components/NameBadges';
import { SubtaskFamily } from '../../shell/components/SubtaskFamily';
import { useSession } from '../../session/hooks/useSession';
import { CompanyMissionStatusBadge } from './CompanyMissionStatusBadge';
import { linkable, TaskJiraBadge, TaskJiraLinkAction } from './TaskJiraStatus';

const Fact = ({ children }: { children: ReactNode }) => (
  <Text size="xs" c="dimmed">
    {children}
  </Text>
);

/**
 * One of the company's missions: its status, its link to Jira, reward, tags and how its
 * assignments went; a representative who manages tasks can link it to a Jira issue.
 */
export function CompanyTaskCard({
  mission,
  jiraSync,
  canLink,
}: {
  mission: Mission;
  /** Absent where the task's sync is not known (the console): its issue key alone. */
  jiraSync: TaskJiraSync | undefined;
  canLink: boolean;
}) {
  const latest = mission.assignments.at(-1);
  return (
    <Paper withBorder radius="lg" p="md" data-testid={`company-task-${mission.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <CompanyMissionStatusBadge
                status={mission.status}
                testId={`company-task-status-${mission.id}`}
              />
              {jiraSync ? (
                <TaskJiraBadge missionId={mission.id} sync={jiraSync} />
              ) : (
                mission.jira_key && (
                  <Badge variant="outline" color="indigo" size="sm" tt="none">
                    {COMPANY_WORK_TEXTS.jiraKey} {mission.jira_key}
                  </Badge>
                )
              )}
            </Group>
            <Text fw={700} lh={1.3} lineClamp={2}>
              {mission.title}
            </Text>
            <SubtaskFamily mission={mission} />
          </Stack>
          <Badge variant="light" color="teal" size="lg" style={{ flexShrink: 0 }}>
            {formatReward(mission.reward_amount, mission.reward_asset)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {mission.description}
        </Text>
        {mission.domain_tags.length > 0 && <NameBadges names={mission.domain_tags} />}
        <Group gap="md" style={{ rowGap: 2 }}>
          <Fact>
            {COMPANY_WORK_TEXTS.created} {formatDate(mission.created_at)}
          </Fact>
          {mission.deadline_at && (
            <Fact>
              {COMPANY_WORK_TEXTS.deadline} {formatDate(mission.deadline_at)}
            </Fact>
          )}
          <Fact>{COMPANY_WORK_TEXTS.assignments(mission.assignments_count)}</Fact>
          {latest && latest.quality_score !== null && (
            <Fact>
              {COMPANY_WORK_TEXTS.latestQuality} {formatQualityScore(latest.quality_score)}
            </Fact>
          )}
        </Group>
        <JiraAttachmentList missionId={mission.id} attachments={mission.jira_attachments} />
        {canLink && jiraSync && linkable(jiraSync) && (
          <Group justify="flex-end">
            <TaskJiraLinkAction mission={mission} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The company's missions as cards, newest first (the company screens, the dashboard and the
 * console), each with its link to Jira when given (`jiraSync`, by mission id; a task left out
 * is not linked).
 */
export function CompanyTaskCards({
  missions,
  jiraSync,
}: {
  missions: readonly Mission[];
  jiraSync?: Readonly<Record<string, TaskJiraSync>>;
}) {
  const { user } = useSession();
  const canLink = user?.permissions?.can_manage_tasks === true;
  return (
    <Stack gap="sm" data-testid="company-task-cards">
      {missions.map((mission) => (
        <CompanyTaskCard
          key={mission.id}
          mission={mission}
          jiraSync={jiraSync && (jiraSync[mission.id] ?? TASK_NOT_LINKED)}
          canLink={canLink}
        />
      ))}
    </Stack>
  );
}
