import {
  MISSIONS_CONSOLE_TEXTS,
  SUBTASK_TEXTS,
  formatReward,
  type AdminMissionStatsResponse,
} from '@morphic/contracts';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { AnalysisCard } from './AnalysisCard';

const TEXTS = MISSIONS_CONSOLE_TEXTS.analysis;

type Mission = AdminMissionStatsResponse['mission'];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString();

/** Mission summary: what the mission asks, pays and needs, and who is behind it. */
export function MissionSummaryCard({ mission }: { mission: Mission }) {
  const skills = Object.entries(mission.required_skill_vector);
  return (
    <AnalysisCard title={TEXTS.summary} testId="mission-summary">
      <Stack gap="sm">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {mission.description}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label={TEXTS.status}>
            <Badge variant="light" data-testid="mission-summary-status">
              {MISSIONS_CONSOLE_TEXTS.statusLabels[mission.status]}
            </Badge>
          </Fact>
          <Fact label={TEXTS.reward}>
            {formatReward(mission.reward_amount, mission.reward_asset)}
          </Fact>
          <Fact label={TEXTS.deadline}>
            {mission.deadline_at ? when(mission.deadline_at) : TEXTS.noDeadline}
          </Fact>
          <Fact label={TEXTS.created}>{when(mission.created_at)}</Fact>
          <Fact label={TEXTS.company}>{mission.company?.company_name ?? TEXTS.noCompany}</Fact>
          {mission.owner_handle && <Fact label={TEXTS.owner}>{mission.owner_handle}</Fact>}
          {mission.jira_key && <Fact label={TEXTS.jiraKey}>{mission.jira_key}</Fact>}
          {mission.parent_id && (
            <Fact label={SUBTASK_TEXTS.parentMission}>
              <Anchor
                component={AppLink}
                href={`/system/missions/${mission.parent_id}`}
                data-testid="mission-summary-parent"
              >
                {mission.parent_title ?? mission.parent_id}
              </Anchor>
            </Fact>
          )}
          <Fact label={TEXTS.parameters}>
            {`${mission.difficulty_b} / ${mission.discrimination_a} / ${mission.complexity_c}`}
          </Fact>
        </SimpleGrid>
        {skills.length > 0 && (
          <Fact label={TEXTS.skills}>
            <Group gap={4} mt={2}>
              {skills.map(([skill, weight]) => (
                <Badge key={skill} variant="outline" color="gray" size="sm">
                  {`${skill} ${weight}`}
                </Badge>
              ))}
            </Group>
          </Fact>
        )}
      </Stack>
    </AnalysisCard>
  );
}
