import { MARKETPLACE_TEXTS, paidAs, type Recommendation } from '@morphic/contracts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarDue, IconClock, IconLock } from '@tabler/icons-react';
import { formatChance, formatDeadline, formatReward } from '../mission-format';
import { ReputationLine } from '../../company-reputation/components/ReputationLine';
import { NameBadges } from '../../shell/components/NameBadges';
import { DifficultyBadge } from './DifficultyBadge';
import classes from './Marketplace.module.css';

const SHOWN_SKILLS = 4;

/**
 * One open mission in the marketplace list; selecting it opens the detail panel. The chance of
 * success is the viewer's own, for those who may take the mission.
 */
export function MissionCard({
  mission,
  selected,
  onSelect,
  showChance,
}: {
  mission: Recommendation;
  selected: boolean;
  onSelect: (missionId: string) => void;
  showChance: boolean;
}) {
  const deadline = formatDeadline(mission.deadline_at);
  const paid = paidAs(mission.reward_amount, mission.reward_asset);
  return (
    <Card
      component="button"
      type="button"
      withBorder
      radius="lg"
      padding="md"
      className={`${classes.card} ${selected ? classes.selected : ''}`}
      aria-pressed={selected}
      onClick={() => onSelect(mission.mission_id)}
      data-testid={`mission-card-${mission.mission_id}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={700} lh={1.3}>
            {mission.title}
          </Text>
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            <Badge variant="light" color="teal" size="lg">
              {formatReward(mission.reward_amount, mission.reward_asset)}
            </Badge>
            {paid && (
              <Text size="xs" c="dimmed" data-testid="mission-paid-as">
                {paid}
              </Text>
            )}
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" className={classes.cardDescription}>
          {mission.description}
        </Text>
        <NameBadges names={mission.skills} shown={SHOWN_SKILLS} />
        {mission.company_reputation && <ReputationLine reputation={mission.company_reputation} />}
        {mission.closed_reason && (
          <Group gap={4} c="orange.8" wrap="nowrap" data-testid="mission-closed-reason">
            <IconLock size={14} aria-hidden />
            <Text size="xs" fw={600}>
              {mission.closed_reason}
            </Text>
          </Group>
        )}
        <Group gap="md" justify="space-between">
          <Group gap="sm">
            <DifficultyBadge difficulty={mission.difficulty} />
            <Group gap={4} c="dimmed">
              <IconClock size={14} />
              <Text size="xs">{mission.estimated_hours}</Text>
            </Group>
            {deadline && (
              <Group gap={4} c="dimmed">
                <IconCalendarDue size={14} />
                <Text size="xs">{deadline}</Text>
              </Group>
            )}
          </Group>
          {showChance && (
            <Text size="xs" c="violet" fw={600} data-testid="mission-chance">
              {mission.p_succ === null
                ? MARKETPLACE_TEXTS.chanceNeedsSkills
                : `${MARKETPLACE_TEXTS.successChance} ${formatChance(mission.p_succ)}`}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
