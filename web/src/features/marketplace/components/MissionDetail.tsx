import { MARKETPLACE_TEXTS, formatPayout, type Recommendation } from '@morphic/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  List,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLock, IconRocket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatChance, formatDeadline } from '../mission-format';
import { DifficultyBadge } from './DifficultyBadge';
import classes from './Marketplace.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

/**
 * The selected mission in full, with the Take This Task button; without `onTake` (a reader who
 * takes nothing) neither the button nor the chance of success shows.
 */
export function MissionDetail({
  mission,
  blocked,
  onTake,
}: {
  mission: Recommendation;
  blocked: boolean;
  onTake: (() => void) | null;
}) {
  const skills = Object.entries(mission.required_skill_vector).sort(([, a], [, b]) => b - a);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="mission-detail">
      <Stack gap="md">
        <Stack gap={6}>
          <DifficultyBadge difficulty={mission.difficulty} />
          <Title order={2} fz={22} data-testid="mission-detail-title">
            {mission.title}
          </Title>
        </Stack>

        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <Fact label={MARKETPLACE_TEXTS.reward}>
            {formatPayout(mission.reward_amount, mission.reward_asset)}
          </Fact>
          <Fact label={MARKETPLACE_TEXTS.deadline}>
            {formatDeadline(mission.deadline_at) ?? MARKETPLACE_TEXTS.noDeadline}
          </Fact>
          <Fact label={MARKETPLACE_TEXTS.estimatedHours}>{mission.estimated_hours}</Fact>
          {onTake && (
            <Fact label={MARKETPLACE_TEXTS.successChance}>{formatChance(mission.p_succ)}</Fact>
          )}
          {mission.region && <Fact label={MARKETPLACE_TEXTS.region}>{mission.region}</Fact>}
        </SimpleGrid>

        {onTake && mission.closed_reason && (
          <Alert color="orange" icon={<IconLock size={18} />} data-testid="mission-detail-closed">
            {mission.closed_reason}
          </Alert>
        )}
        {onTake && (
          <Button
            size="md"
            leftSection={<IconRocket size={18} />}
            disabled={blocked || mission.closed_reason !== null}
            onClick={onTake}
            data-testid="take-task"
          >
            {MARKETPLACE_TEXTS.takeTask}
          </Button>
        )}

        <Divider />

        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {MARKETPLACE_TEXTS.description}
          </Text>
          <Text size="sm" className={classes.description}>
            {mission.description}
          </Text>
        </Stack>

        <Stack gap={6}>
          <Text size="sm" fw={700}>
            {MARKETPLACE_TEXTS.requiredSkills}
          </Text>
          {skills.length === 0 ? (
            <Text size="sm" c="dimmed">
              {MARKETPLACE_TEXTS.noSkills}
            </Text>
          ) : (
            skills.map(([skill, weight]) => (
              <Group key={skill} gap="sm" wrap="nowrap">
                <Text size="sm" w={110} truncate>
                  {skill}
                </Text>
                <Progress
                  value={weight * 100}
                  color="violet"
                  size="sm"
                  style={{ flex: 1 }}
                  aria-label={skill}
                />
              </Group>
            ))
          )}
        </Stack>

        {mission.subtask_count > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={700}>
              {MARKETPLACE_TEXTS.subtasks} ({mission.subtask_count})
            </Text>
            <List size="sm">
              {mission.subtask_titles.map((title) => (
                <List.Item key={title}>{title}</List.Item>
              ))}
            </List>
          </Stack>
        )}

        {mission.domain_tags.length > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={700}>
              {MARKETPLACE_TEXTS.tags}
            </Text>
            <Group gap={6}>
              {mission.domain_tags.map((tag) => (
                <Badge key={tag} variant="light" color="gray" size="sm" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
