import { ASSIGNMENT_TEXTS, type Assignment } from '@morphic/contracts';
import { Alert, Button, Group, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingStore,
  IconMessage,
  IconRefresh,
} from '@tabler/icons-react';
import { useState } from 'react';
import { notifyFailure } from '../../../lib/notify-failure';
import { AppLink } from '../../../lib/navigation/AppLink';
import type { SubmissionActions } from '../assignment-view';
import { useAssignmentAction } from '../hooks/useAssignmentCommands';
import { ReleaseDialog } from './ReleaseDialog';

const showFeedback = () =>
  document.getElementById('validation-panel')?.scrollIntoView({ behavior: 'smooth' });

/**
 * A failed assignment (spec 02 section 4): onboarding gets a new task automatically; a
 * marketplace assignment is retried or released, unless its mission is open again, then the
 * operator re-applies from the marketplace.
 */
export function FailedCard({
  assignment,
  actions,
}: {
  assignment: Assignment;
  actions: SubmissionActions;
}) {
  const retry = useAssignmentAction('retry', ASSIGNMENT_TEXTS.failedToRetry);
  const [confirmingRelease, setConfirmingRelease] = useState(false);

  if (assignment.state !== 'failed') return null;
  const hint = assignment.is_onboarding
    ? ASSIGNMENT_TEXTS.onboardingFailedHint
    : actions.reapply
      ? ASSIGNMENT_TEXTS.reapplyHint
      : ASSIGNMENT_TEXTS.retryHint;

  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={18} />}
      title={ASSIGNMENT_TEXTS.stateLabels.failed}
      data-testid="failed-card"
    >
      <Text size="sm">{hint}</Text>
      <Group gap="sm" mt="sm">
        {actions.retry && (
          <Button
            size="xs"
            leftSection={<IconRefresh size={14} />}
            loading={retry.isPending}
            onClick={() => retry.mutate(assignment.id)}
            data-testid="retry-assignment"
          >
            {ASSIGNMENT_TEXTS.retryNow}
          </Button>
        )}
        {actions.reapply && (
          <Button
            size="xs"
            component={AppLink}
            href="/marketplace"
            leftSection={<IconBuildingStore size={14} />}
            data-testid="reapply-marketplace"
          >
            {ASSIGNMENT_TEXTS.browseMarketplace}
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconMessage size={14} />}
          onClick={showFeedback}
          data-testid="view-feedback"
        >
          {ASSIGNMENT_TEXTS.viewFeedback}
        </Button>
        {actions.release && (
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={() => setConfirmingRelease(true)}
            data-testid="release-failed-assignment"
          >
            {ASSIGNMENT_TEXTS.release}
          </Button>
        )}
      </Group>
      <ReleaseDialog
        assignmentId={assignment.id}
        opened={confirmingRelease}
        onClose={() => setConfirmingRelease(false)}
        onFailed={(error) => notifyFailure(error, ASSIGNMENT_TEXTS.failedToRelease)}
      />
    </Alert>
  );
}
