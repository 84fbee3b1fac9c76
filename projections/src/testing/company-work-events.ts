import { VALIDATION_STATUS_OF_DECISION, type ValidationDecision } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { TestLog } from './project';

/**
 * A company's missions and the work done on them, each event on its aggregate's stream (the
 * mission's, the assignment's). `at` sets when a step happened, for the figures that time it.
 */
export function companyWorkEvents(log: TestLog, companyId: string | null = 'co-acme') {
  const onMission = (missionId: string) => ({ streamId: STREAMS.mission(missionId) });
  const onAssignment = (assignmentId: string, at?: string) => ({
    streamId: STREAMS.assignment(assignmentId),
    ...(at === undefined ? {} : { metadata: { at } }),
  });
  return {
    posted: (missionId: string, deadline: string | null = '2025-04-01T17:00:00.000Z') =>
      log.event(
        'MissionPosted',
        {
          mission_id: missionId,
          title: `Mission ${missionId}`,
          description: 'Calibrate the lidar on dock 4.',
          difficulty: 'intermediate',
          estimated_hours: '4-8 hours',
          domain_tags: ['robotics'],
          required_skill_vector: { python: 0.8 },
          reward_amount: 120,
          reward_asset: 'USD',
          deadline_at: deadline,
          owner_operator_id: null,
          company_id: companyId,
        },
        onMission(missionId),
      ),
    deadlineChanged: (missionId: string, deadline: string | null) =>
      log.event(
        'MissionDetailsChanged',
        { mission_id: missionId, changes: { deadline_at: deadline }, source: 'jira' },
        onMission(missionId),
      ),
    retitled: (missionId: string, title: string) =>
      log.event(
        'MissionDetailsChanged',
        { mission_id: missionId, changes: { title }, source: 'jira' },
        onMission(missionId),
      ),
    withdrawn: (missionId: string) =>
      log.event(
        'MissionWithdrawn',
        { mission_id: missionId, reason: 'company_deleted' },
        onMission(missionId),
      ),
    taken: (assignmentId: string, missionId: string | null) =>
      log.event(
        'TaskTaken',
        {
          assignment_id: assignmentId,
          operator_id: 'op-ada',
          source: missionId === null ? 'onboarding' : 'mission',
          mission_id: missionId,
          onboarding_task_id: missionId === null ? 'ot-1' : null,
          skill: null,
          title: 'Calibrate the lidar',
          description: 'Calibrate the lidar on dock 4.',
          reward_amount: 120,
          reward_asset: 'USD',
          domain_tags: ['robotics'],
          validator_kind: 'peer',
          deadline_at: null,
          message: null,
        },
        onAssignment(assignmentId),
      ),
    submitted: (assignmentId: string, entryId: string, at?: string) =>
      log.event(
        'Submitted',
        { assignment_id: assignmentId, entry_id: entryId, notes: '', saved_names: ['fix.py'] },
        onAssignment(assignmentId, at),
      ),
    unsubmitted: (assignmentId: string, entryId: string) =>
      log.event(
        'Unsubmitted',
        { assignment_id: assignmentId, entry_id: entryId },
        onAssignment(assignmentId),
      ),
    decided: (assignmentId: string, entryId: string, decision: ValidationDecision, at?: string) =>
      log.event(
        'Decided',
        {
          assignment_id: assignmentId,
          entry_id: entryId,
          decision,
          validation_status: VALIDATION_STATUS_OF_DECISION[decision],
          score: decision === 'pass' ? 0.9 : 0.3,
          report: 'Reviewed.',
          validator_id: 'op-val',
          validator_type: 'peer',
        },
        onAssignment(assignmentId, at),
      ),
  };
}
