import { MISSIONS_CONSOLE_TEXTS, formatReward, type AdminMission } from '@morphic/contracts';
import { Badge, Box, Group, Text } from '@mantine/core';
import { SubtaskFamily } from '../../shell/components/SubtaskFamily';
import { ConsoleCards, ConsoleTable } from '../../system/components/ConsoleRows';
import { MissionRowActions } from './MissionRowActions';
import { MissionStatusSelect } from './MissionStatusSelect';

const TEXTS = MISSIONS_CONSOLE_TEXTS.missionsTab;

function MissionIdentity({ mission }: { mission: AdminMission }) {
  return (
    <div style={{ minWidth: 160 }}>
      <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {mission.title}
      </Text>
      <Group gap={4} mt={2}>
        <Text size="xs" c="dimmed" ff="monospace">
          {mission.id.slice(0, 8)}
        </Text>
        {mission.jira_key && (
          <Badge size="xs" variant="light" color="blue">
            {mission.jira_key}
          </Badge>
        )}
        {mission.domain_tags.slice(0, 3).map((tag) => (
          <Badge key={tag} size="xs" variant="outline" color="gray">
            {tag}
          </Badge>
        ))}
      </Group>
      <Box mt={4}>
        <SubtaskFamily mission={mission} />
      </Box>
    </div>
  );
}

function Assignee({ mission }: { mission: AdminMission }) {
  return (
    <Text size="sm" c={mission.assignee_handle ? undefined : 'dimmed'}>
      {mission.assignee_handle ?? TEXTS.nobody}
    </Text>
  );
}

const rowKey = (mission: AdminMission) => mission.id;
const rowTestId = (mission: AdminMission) => `mission-row-${mission.id}`;

/** Wide screens: one row per mission. */
export function MissionsTable({ missions }: { missions: readonly AdminMission[] }) {
  const { columns } = TEXTS;
  return (
    <ConsoleTable
      rows={missions}
      rowKey={rowKey}
      rowTestId={rowTestId}
      spacing="xs"
      columns={[
        { label: columns.mission, width: '36%' },
        { label: columns.status },
        { label: columns.reward },
        { label: columns.assignee },
        { label: columns.actions },
      ]}
      cells={(mission) => [
        <MissionIdentity mission={mission} />,
        <MissionStatusSelect mission={mission} />,
        <Text size="sm">{formatReward(mission.reward_amount, mission.reward_asset)}</Text>,
        <Assignee mission={mission} />,
        <MissionRowActions mission={mission} iconOnly />,
      ]}
    />
  );
}

/** Narrow screens: one card per mission. */
export function MissionCards({ missions }: { missions: readonly AdminMission[] }) {
  return (
    <ConsoleCards rows={missions} rowKey={rowKey} rowTestId={rowTestId}>
      {(mission) => (
        <>
          <MissionIdentity mission={mission} />
          <Group justify="space-between" mt="sm" gap="sm">
            <MissionStatusSelect mission={mission} />
            <Text size="sm" fw={600}>
              {formatReward(mission.reward_amount, mission.reward_asset)}
            </Text>
          </Group>
          <Group gap="xs" mt="xs">
            <Text size="xs" c="dimmed" fw={600}>
              {TEXTS.columns.assignee}
            </Text>
            <Assignee mission={mission} />
          </Group>
          <Box mt="sm">
            <MissionRowActions mission={mission} iconOnly={false} />
          </Box>
        </>
      )}
    </ConsoleCards>
  );
}
