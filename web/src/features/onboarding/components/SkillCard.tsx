import { ONBOARDING_TEXTS } from '@morphic/contracts';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { BADGE_COLORS, type SkillGroup } from '../onboarding-view';
import { OnboardingTaskRow } from './OnboardingTaskRow';

/** One skill: its badge, its tasks (the current one first) and, when blocked, the drop button. */
export function SkillCard({
  group,
  dropping,
  onDrop,
}: {
  group: SkillGroup;
  dropping: boolean;
  onDrop: (skill: string) => void;
}) {
  const { status, badge, tasks } = group;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      data-testid={`onboarding-skill-${status.skill}`}
      data-status={badge}
    >
      <Group justify="space-between" mb={tasks.length > 0 || badge === 'blocked' ? 'md' : 0}>
        <Group gap="sm">
          <Title order={3} fz="lg">
            {status.skill}
          </Title>
          <Badge color={BADGE_COLORS[badge]} variant="light" data-testid="onboarding-skill-badge">
            {ONBOARDING_TEXTS.skillBadge[badge]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {ONBOARDING_TEXTS.attempts(status.attempts)}
        </Text>
      </Group>
      <Stack gap="sm">
        {badge === 'blocked' && (
          <Alert
            color={status.no_tasks ? 'orange' : 'red'}
            variant="light"
            icon={<IconAlertTriangle size={18} />}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm" style={{ flex: 1, minWidth: 200 }}>
                {status.blocked_by_admin
                  ? ONBOARDING_TEXTS.blockedByAdminHint
                  : status.no_tasks
                    ? ONBOARDING_TEXTS.noTasksForSkill
                    : ONBOARDING_TEXTS.exhaustedHint}
              </Text>
              {group.canDrop && (
                <Button
                  color="red"
                  variant="light"
                  size="xs"
                  leftSection={<IconTrash size={14} />}
                  loading={dropping}
                  onClick={() => onDrop(status.skill)}
                  data-testid={`drop-skill-${status.skill}`}
                >
                  {ONBOARDING_TEXTS.dropSkill}
                </Button>
              )}
            </Group>
          </Alert>
        )}
        {tasks.map((task, index) => (
          <OnboardingTaskRow key={task.id} task={task} current={index === 0} />
        ))}
      </Stack>
    </Card>
  );
}
