import {
  COMPANY_WORK_TEXTS,
  formatQualityScore,
  formatReward,
  type Mission,
} from '@morphic/contracts';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../account/format';
import { NameBadges } from '../../shell/components/NameBadges';
import { CompanyMissionStatusBadge } from './CompanyMissionStatusBadge';

const Fact = ({ children }: { children: ReactNode }) => (
  <Text size="xs" c="dimmed">
    {children}
  </Text>
);

/** One of the company's missions: its status, reward, tags and how its assignments went. */
export function CompanyTaskCard({ mission }: { mission: Mission }) {
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
              {mission.jira_key && (
                <Badge variant="outline" color="indigo" size="sm" tt="none">
                  {COMPANY_WORK_TEXTS.jiraKey} {mission.jira_key}
                </Badge>
              )}
            </Group>
            <Text fw={700} lh={1.3} lineClamp={2}>
              {mission.title}
            </Text>
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
      </Stack>
    </Paper>
  );
}

/** The company's missions as cards, newest first (the company screens and the dashboard). */
export function CompanyTaskCards({ missions }: { missions: readonly Mission[] }) {
  return (
    <Stack gap="sm" data-testid="company-task-cards">
      {missions.map((mission) => (
        <CompanyTaskCard key={mission.id} mission={mission} />
      ))}
    </Stack>
  );
}
