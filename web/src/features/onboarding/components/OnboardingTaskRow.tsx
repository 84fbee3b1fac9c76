import { ONBOARDING_TEXTS, formatReward, type OnboardingTask } from '@morphic/contracts';
import { Badge, Button, Flex, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconClock, IconCoin, IconHourglass } from '@tabler/icons-react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { StateBadge } from '../../assignments/components/StateBadge';

/** One task given for a skill: what it asks, its state, and the way to its submission page. */
export function OnboardingTaskRow({ task, current }: { task: OnboardingTask; current: boolean }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={current ? undefined : 'var(--mantine-color-gray-0)'}
      data-testid={`onboarding-task-${task.id}`}
      data-state={task.state ?? 'not-ready'}
    >
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-start' }}
        gap="md"
      >
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600}>{task.title}</Text>
          <Text size="sm" c="dimmed" lineClamp={current ? 4 : 2}>
            {task.description}
          </Text>
          <Group gap="md" mt={2}>
            <Badge variant="outline" color="gray" size="sm">
              {task.difficulty}
            </Badge>
            <Group gap={4}>
              <IconClock size={14} color="var(--mantine-color-dimmed)" />
              <Text size="xs" c="dimmed">
                {task.estimated_hours}
              </Text>
            </Group>
            <Group gap={4}>
              <IconCoin size={14} color="var(--mantine-color-dimmed)" />
              <Text size="xs" c="dimmed">
                {formatReward(task.reward_amount, task.reward_asset)}
              </Text>
            </Group>
          </Group>
        </Stack>
        <Flex
          direction={{ base: 'row', sm: 'column' }}
          align={{ base: 'center', sm: 'flex-end' }}
          justify="space-between"
          gap="xs"
          style={{ flexShrink: 0 }}
        >
          {task.state ? <StateBadge state={task.state} /> : <span />}
          {task.assignment_id ? (
            <Button
              component={AppLink}
              href={`/task-submission/${task.assignment_id}`}
              size="xs"
              variant={current ? 'filled' : 'light'}
              rightSection={<IconArrowRight size={14} />}
              data-testid={`onboarding-open-task-${task.id}`}
            >
              {ONBOARDING_TEXTS.openTask}
            </Button>
          ) : (
            <Group gap={4} data-testid={`onboarding-task-not-ready-${task.id}`}>
              <IconHourglass size={14} color="var(--mantine-color-orange-6)" />
              <Text size="xs" c="orange" fw={600}>
                {ONBOARDING_TEXTS.assignmentNotReady}
              </Text>
            </Group>
          )}
        </Flex>
      </Flex>
    </Paper>
  );
}
