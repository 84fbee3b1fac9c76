import {
  ASSIGNMENT_TEXTS,
  formatQualityScore,
  formatPayout,
  type Assignment,
} from '@morphic/contracts';
import { Badge, Button, Flex, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconDoorExit, IconRefresh } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { notifyFailure } from '../../../lib/notify-failure';
import { formatDate } from '../../account/format';
import { submissionActions } from '../assignment-view';
import { useSession } from '../../session/hooks/useSession';
import { useAssignmentAction } from '../hooks/useAssignmentCommands';
import { shortId, submissionPath } from '../my-tasks';
import { ReleaseDialog } from './ReleaseDialog';
import { StateBadge } from './StateBadge';

/**
 * One row of My Tasks: what it is, its state, and the way to its submission page. Open
 * marketplace work can be rejected (released); failed work retried or released.
 */
export function MyTaskCard({ assignment }: { assignment: Assignment }) {
  const router = useRouter();
  const actions = submissionActions(assignment, useSession().user?.id ?? '');
  const retry = useAssignmentAction('retry', ASSIGNMENT_TEXTS.failedToRetry);
  const [confirmingRelease, setConfirmingRelease] = useState(false);
  const path = submissionPath(assignment);
  const failed = assignment.state === 'failed';
  const releaseFailure = failed
    ? ASSIGNMENT_TEXTS.failedToRelease
    : ASSIGNMENT_TEXTS.failedToReject;

  return (
    <Paper withBorder radius="lg" p="md" data-testid={`my-task-${assignment.id}`}>
      {/* Side by side from sm; below, the buttons go under the text so the title keeps its width. */}
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-start' }}
        gap="md"
      >
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <StateBadge state={assignment.state} testId={`my-task-state-${assignment.id}`} />
            <Badge variant="outline" color="violet" size="sm">
              {assignment.is_onboarding
                ? ASSIGNMENT_TEXTS.onboardingBadge
                : ASSIGNMENT_TEXTS.marketplaceBadge}
            </Badge>
            <Text size="xs" c="dimmed" ff="monospace" data-testid={`my-task-id-${assignment.id}`}>
              #{shortId(assignment.id)}
            </Text>
          </Group>
          <Text fw={700} lineClamp={2}>
            {assignment.mission.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {assignment.mission.description}
          </Text>
          <Group gap="md" mt={2} style={{ rowGap: 2 }}>
            <Text size="xs" c="dimmed">
              {ASSIGNMENT_TEXTS.reward}:{' '}
              {formatPayout(assignment.mission.reward_amount, assignment.mission.reward_asset)}
            </Text>
            <Text size="xs" c="dimmed">
              {ASSIGNMENT_TEXTS.created} {formatDate(assignment.created_at)}
            </Text>
            {assignment.quality_score !== null && (
              <Text size="xs" c="dimmed">
                {ASSIGNMENT_TEXTS.qualityScore}: {formatQualityScore(assignment.quality_score)}
              </Text>
            )}
          </Group>
        </Stack>
        <Flex
          direction={{ base: 'row-reverse', sm: 'column' }}
          align={{ base: 'center', sm: 'flex-end' }}
          wrap="wrap"
          gap={6}
          style={{ flexShrink: 0 }}
        >
          <Button
            component={AppLink}
            href={path}
            size="xs"
            rightSection={<IconArrowRight size={14} />}
            data-testid={`my-task-open-${assignment.id}`}
          >
            {failed ? ASSIGNMENT_TEXTS.viewFeedback : ASSIGNMENT_TEXTS.openTask}
          </Button>
          {actions.retry && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              loading={retry.isPending}
              onClick={() =>
                retry.mutate(assignment.id, {
                  onSuccess: () => void router.navigate({ href: path }),
                })
              }
              data-testid={`my-task-retry-${assignment.id}`}
            >
              {ASSIGNMENT_TEXTS.retryNow}
            </Button>
          )}
          {actions.release && (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconDoorExit size={14} />}
              onClick={() => setConfirmingRelease(true)}
              data-testid={`my-task-release-${assignment.id}`}
            >
              {ASSIGNMENT_TEXTS.release}
            </Button>
          )}
        </Flex>
      </Flex>
      <ReleaseDialog
        assignmentId={assignment.id}
        opened={confirmingRelease}
        onClose={() => setConfirmingRelease(false)}
        onFailed={(error) => notifyFailure(error, releaseFailure)}
      />
    </Paper>
  );
}
