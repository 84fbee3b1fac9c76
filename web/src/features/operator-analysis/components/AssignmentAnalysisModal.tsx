import {
  OPERATOR_ANALYSIS_TEXTS as T,
  formatQualityScore,
  type AdminAssignmentResponse,
} from '@morphic/contracts';
import {
  Badge,
  Code,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../assignments/format-date-time';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import { adminAssignmentQuery } from '../queries';
import { Figure } from './Panel';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function AssignmentDetails({ data }: { data: AdminAssignmentResponse }) {
  const { assignment, mission, validations } = data;
  return (
    <Stack gap="md" data-testid="assignment-analysis">
      <div>
        <Text fw={600} data-testid="assignment-analysis-title">
          {assignment.mission.title}
        </Text>
        <Group gap="xs" mt={4}>
          <Badge variant="light">{assignment.state}</Badge>
          {assignment.is_onboarding && <Badge variant="outline">{T.onboardingTask}</Badge>}
          <Code>{assignment.id.slice(0, 8)}</Code>
        </Group>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Figure
          label={T.quality}
          value={formatQualityScore(assignment.quality_score)}
          testId="assignment-analysis-quality"
        />
        <Figure
          label={T.reward}
          value={`${assignment.mission.reward_amount} ${mission?.reward_asset ?? assignment.mission.reward_asset ?? 'USD'}`}
        />
        <Figure label={T.created} value={when(assignment.created_at)} />
        <Figure label={T.submitted} value={when(assignment.submitted_at)} />
        <Figure label={T.validatedAt} value={when(assignment.validated_at)} />
        <Figure label={T.decisionDue} value={when(assignment.decision_due_at)} />
      </SimpleGrid>
      {assignment.validation_feedback && (
        <div>
          <Text size="sm" fw={600}>
            {T.feedback}
          </Text>
          <Text size="sm">{assignment.validation_feedback}</Text>
        </div>
      )}
      <div>
        <Text size="sm" fw={600}>
          {T.submissionNotes}
        </Text>
        <Text size="sm" c={assignment.submission_notes ? undefined : 'dimmed'}>
          {assignment.submission_notes || '—'}
        </Text>
      </div>
      <div>
        <Text size="sm" fw={600}>
          {T.submissionFiles}
        </Text>
        {assignment.submission_files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.noFiles}
          </Text>
        ) : (
          assignment.submission_files.map((file) => (
            <Text key={file.saved_name} size="sm">
              {file.original_name}
            </Text>
          ))
        )}
      </div>
      <Divider />
      <div>
        <Text size="sm" fw={600} mb={4}>
          {T.validations}
        </Text>
        {validations.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="assignment-analysis-no-validations">
            {T.noValidations}
          </Text>
        ) : (
          <Stack gap={4}>
            {validations.map((validation) => (
              <Group key={validation.id} gap="xs" wrap="wrap">
                <Code>{validation.id.slice(0, 8)}</Code>
                <Badge variant="light" size="sm">
                  {validation.status}
                </Badge>
                <Text size="sm">{formatQualityScore(validation.score)}</Text>
                <Text size="xs" c="dimmed">
                  {validation.validation_type} · {when(validation.submitted_at)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </div>
      {assignment.validation_logs.length > 0 && (
        <div>
          <Text size="sm" fw={600} mb={4}>
            {T.validationLogs}
          </Text>
          {assignment.validation_logs.map((log) => (
            <Text key={`${log.timestamp}-${log.status}`} size="xs" c="dimmed">
              {when(log.timestamp)} · {log.status}
              {log.message ? ` · ${log.message}` : ''}
            </Text>
          ))}
        </div>
      )}
    </Stack>
  );
}

/** Analyze: one assignment with its mission and validations (GET /api/admin/assignments/{id}). */
export function AssignmentAnalysisModal({
  assignmentId,
  onClose,
}: {
  assignmentId: string | null;
  onClose: () => void;
}) {
  const details = useQuery({
    ...adminAssignmentQuery(assignmentId ?? ''),
    enabled: assignmentId !== null,
  });
  return (
    <Modal
      opened={assignmentId !== null}
      onClose={onClose}
      title={T.assignmentAnalysis}
      size="lg"
      radius="lg"
      centered
    >
      {details.isPending ? (
        <Stack gap="sm" data-testid="assignment-analysis-loading">
          <Skeleton height={24} width="60%" />
          <Skeleton height={160} />
        </Stack>
      ) : details.isError ? (
        <LoadFailedAlert
          title={T.errorPrefix(T.failedToLoadAssignmentDetails)}
          onRetry={() => void details.refetch()}
          retrying={details.isFetching}
          testId="assignment-analysis-error"
        />
      ) : (
        <AssignmentDetails data={details.data} />
      )}
    </Modal>
  );
}
