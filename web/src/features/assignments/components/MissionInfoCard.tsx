import { ASSIGNMENT_TEXTS, formatPayout, type Assignment } from '@morphic/contracts';
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate } from '../../account/format';
import { shortId } from '../my-tasks';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** What the assignment is about: the mission's description, reward, skill, tags and dates. */
export function MissionInfoCard({ assignment }: { assignment: Assignment }) {
  const { mission } = assignment;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="mission-info">
      <Text fw={700} mb="xs">
        {ASSIGNMENT_TEXTS.missionInfo}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="mission-description">
        {mission.description}
      </Text>
      {mission.domain_tags.length > 0 && (
        <Group gap={6} mt="sm">
          {mission.domain_tags.map((tag) => (
            <Badge key={tag} variant="outline" color="gray" size="sm">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} mt="md" spacing="sm">
        <Fact
          label={ASSIGNMENT_TEXTS.reward}
          value={formatPayout(mission.reward_amount, mission.reward_asset)}
          testId="mission-reward"
        />
        {mission.onboarding_skill ? (
          <Fact label={ASSIGNMENT_TEXTS.skill} value={mission.onboarding_skill} />
        ) : (
          <Fact
            label={ASSIGNMENT_TEXTS.deadline}
            value={
              assignment.decision_due_at
                ? formatDate(assignment.decision_due_at)
                : ASSIGNMENT_TEXTS.noDeadline
            }
          />
        )}
        <Fact label={ASSIGNMENT_TEXTS.created} value={formatDate(assignment.created_at)} />
        <Fact label={ASSIGNMENT_TEXTS.assignmentId} value={shortId(assignment.id)} />
      </SimpleGrid>
    </Card>
  );
}
