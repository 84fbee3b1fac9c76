import { ASSIGNMENT_TEXTS, type Assignment } from '@morphic/contracts';
import { Alert, Anchor, Badge, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconWifiOff } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-client';
import { AppLink } from '../../../lib/navigation/AppLink';
import { useRealtimeStatus } from '../../../lib/realtime/realtime-status-store';
import { RouteError } from '../../session/components/RouteError';
import { isGuardAnswer } from '../../session/route-guards';
import { useSession } from '../../session/hooks/useSession';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import type { SubmissionKind } from '../submission-kind';
import { submissionActions } from '../assignment-view';
import { useAssignment } from '../hooks/useAssignment';
import { shortId } from '../my-tasks';
import { FailedCard } from './FailedCard';
import { FilesCard } from './FilesCard';
import { MissionInfoCard } from './MissionInfoCard';
import { QuestionsCard } from './QuestionsCard';
import { StateBadge } from './StateBadge';
import { SubmitCard } from './SubmitCard';
import { ValidationPanel } from './ValidationPanel';

/** Back goes to /my-tasks from an onboarding task, to /marketplace from a marketplace one. */
function BackLink({ kind }: { kind: SubmissionKind }) {
  const [href, label] =
    kind === 'task'
      ? ['/my-tasks', ASSIGNMENT_TEXTS.backToMyTasks]
      : ['/marketplace', ASSIGNMENT_TEXTS.backToMarketplace];
  return (
    <Anchor component={AppLink} href={href} size="sm" data-testid="submission-back">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        {label}
      </Group>
    </Anchor>
  );
}

function SubmissionBody({ kind, assignment }: { kind: SubmissionKind; assignment: Assignment }) {
  const viewerId = useSession().user?.id ?? '';
  const actions = submissionActions(assignment, viewerId);
  const live = useRealtimeStatus() === 'online';
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="submission-title">
            {assignment.mission.title}
          </Title>
        </Group>
        <Group gap="xs">
          <StateBadge state={assignment.state} testId="assignment-state" />
          <Badge variant="outline" color="violet">
            {assignment.is_onboarding
              ? ASSIGNMENT_TEXTS.onboardingBadge
              : ASSIGNMENT_TEXTS.marketplaceBadge}
          </Badge>
          <Text size="xs" c="dimmed" ff="monospace">
            #{shortId(assignment.id)}
          </Text>
        </Group>
      </Stack>
      {!live && (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={16} />} py="xs">
          <Text size="sm">{ASSIGNMENT_TEXTS.liveFallback}</Text>
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <FailedCard assignment={assignment} actions={actions} />
            <MissionInfoCard assignment={assignment} />
            <FilesCard kind={kind} assignment={assignment} actions={actions} />
            <SubmitCard
              key={`${assignment.id}-${assignment.state}`}
              kind={kind}
              assignment={assignment}
              actions={actions}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <ValidationPanel assignment={assignment} />
            <QuestionsCard assignment={assignment} canAsk={actions.askQuestion} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function SubmissionScreen({ kind, assignmentId }: { kind: SubmissionKind; assignmentId: string }) {
  const query = useAssignment(assignmentId);
  return (
    <Stack gap="md" data-testid="submission-page" data-kind={kind}>
      <BackLink kind={kind} />
      <SubmissionBody kind={kind} assignment={query.data} />
    </Stack>
  );
}

/** The submission page while the assignment loads (its route's pending component). */
export function SubmissionLoading({ kind }: { kind: SubmissionKind }) {
  return (
    <Stack gap="md" data-kind={kind}>
      <BackLink kind={kind} />
      <Stack gap="lg" data-testid="submission-loading">
        <Skeleton height={48} radius="md" />
        <Skeleton height={160} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </Stack>
    </Stack>
  );
}

/**
 * The submission page when the assignment could not be loaded (its route's error component):
 * not found (no Retry: it would fail the same way), or the failure with a Retry.
 */
export function SubmissionFailed({
  kind,
  ...props
}: ErrorComponentProps & { kind: SubmissionKind }) {
  const router = useRouter();
  if (isGuardAnswer(props.error)) return <RouteError {...props} />;
  const notFound = props.error instanceof ApiError && props.error.status === 404;
  return (
    <Stack gap="md" data-kind={kind}>
      <BackLink kind={kind} />
      <LoadFailedAlert
        title={notFound ? ASSIGNMENT_TEXTS.notFound : ASSIGNMENT_TEXTS.failedToFetch}
        onRetry={notFound ? undefined : () => void router.invalidate()}
        testId={notFound ? 'assignment-not-found' : 'assignment-error'}
      />
    </Stack>
  );
}

/**
 * /task-submission/{id} (onboarding) and /marketplace-submission/{id}: the mission, the files,
 * notes, submit and unsubmit, the validation and the questions to the company, all live.
 */
export function SubmissionPage({
  kind,
  assignmentId,
}: {
  kind: SubmissionKind;
  assignmentId: string;
}) {
  return <SubmissionScreen kind={kind} assignmentId={assignmentId} />;
}
