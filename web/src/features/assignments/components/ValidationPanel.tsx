import { ASSIGNMENT_TEXTS, formatQualityScore, type Assignment } from '@morphic/contracts';
import { Card, Group, Stack, Text, Timeline } from '@mantine/core';
import { formatDate } from '../../account/format';
import { formatDateTime } from '../format-date-time';

/**
 * The validation of the current submission: quality score, validator, feedback and the steps so
 * far. Its status is the page's one state badge ("Being Validated"...), not a second wording.
 */
export function ValidationPanel({ assignment }: { assignment: Assignment }) {
  const status = assignment.validation_status;
  const logs = assignment.validation_logs;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="validation-panel" id="validation-panel">
      <Text fw={700} mb="sm">
        {ASSIGNMENT_TEXTS.validationTitle}
      </Text>
      {!status && assignment.quality_score === null ? (
        <Text size="sm" c="dimmed" data-testid="validation-not-started">
          {ASSIGNMENT_TEXTS.validationNotStarted}
        </Text>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {ASSIGNMENT_TEXTS.qualityScore}
            </Text>
            <Text fw={700} size="xl" data-testid="validation-score">
              {formatQualityScore(assignment.quality_score)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {ASSIGNMENT_TEXTS.validatorType}
            </Text>
            <Text size="sm" fw={500} data-testid="validator-type">
              {ASSIGNMENT_TEXTS.validatorTypeLabels[assignment.validator_type]}
            </Text>
          </Group>
          {assignment.validated_at && (
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {ASSIGNMENT_TEXTS.validatedAt}
              </Text>
              <Text size="sm">{formatDate(assignment.validated_at)}</Text>
            </Group>
          )}
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {ASSIGNMENT_TEXTS.feedback}
            </Text>
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap' }}
              c={assignment.validation_feedback ? undefined : 'dimmed'}
              data-testid="validation-feedback"
            >
              {assignment.validation_feedback ?? ASSIGNMENT_TEXTS.noFeedback}
            </Text>
          </Stack>
        </Stack>
      )}
      {logs.length > 0 && (
        <Stack gap="xs" mt="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {ASSIGNMENT_TEXTS.validationHistory}
          </Text>
          <Timeline active={logs.length - 1} bulletSize={14} lineWidth={2}>
            {logs.map((log) => (
              <Timeline.Item
                key={`${log.timestamp}-${log.status}`}
                title={
                  <Text size="sm">
                    {ASSIGNMENT_TEXTS.validationLogLabels[log.status] ?? log.status}
                  </Text>
                }
              >
                <Text size="xs" c="dimmed">
                  {formatDateTime(log.timestamp)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      )}
    </Card>
  );
}
