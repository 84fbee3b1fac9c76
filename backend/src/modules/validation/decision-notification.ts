import {
  VALIDATION_TEXTS,
  scorePercent,
  type AssignmentSource,
  type ValidationDecision,
} from '@morphic/contracts';
import type { EventData } from '@morphic/contracts/server';
import { uuidFromKey } from '#infrastructure/ids/uuid-from-key';

/** The operator's submission page of an assignment (spec 02 section 2). */
export const submissionPath = (source: AssignmentSource, assignmentId: string): string =>
  source === 'onboarding'
    ? `/task-submission/${assignmentId}`
    : `/marketplace-submission/${assignmentId}`;

/**
 * The notification's id follows from the validation entry, so sending it again after a retried
 * decision finds it already sent instead of sending a second one.
 */
export const decisionNotificationId = (entryId: string): string =>
  uuidFromKey(`validation-decision:${entryId}`);

/** What the operator is told about a decision on their submission. */
export function decisionNotification(input: {
  readonly entryId: string;
  readonly task: EventData<'TaskTaken'>;
  readonly decision: ValidationDecision;
  readonly score: number;
}): EventData<'NotificationSent'> {
  return {
    notification_id: decisionNotificationId(input.entryId),
    recipient_id: input.task.operator_id,
    type: 'validation',
    priority: 'high',
    title: VALIDATION_TEXTS.notificationTitle[input.decision],
    message: VALIDATION_TEXTS.notificationMessage(
      input.decision,
      input.task.title,
      scorePercent(input.score),
    ),
    action_url: submissionPath(input.task.source, input.task.assignment_id),
  };
}
