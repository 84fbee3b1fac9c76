import { COUNTED_ASSIGNMENT_STATES, type OperatorStatsResponse } from '@morphic/contracts';
import type { AssignmentDoc } from '@morphic/contracts/server';

type AssignmentStats = OperatorStatsResponse['assignments'];

/** A deadline counts once it is set: met when submitted by it, missed when late or past. */
function deadlineOutcome(
  assignment: Pick<AssignmentDoc, 'state' | 'submitted_at'>,
  deadline: string | null,
  now: Date,
): 'on_time' | 'missed' | null {
  if (!deadline || assignment.state === 'released') return null;
  const due = Date.parse(deadline);
  if (assignment.submitted_at)
    return Date.parse(assignment.submitted_at) <= due ? 'on_time' : 'missed';
  return now.getTime() > due ? 'missed' : null;
}

/**
 * Spec 03 "Operator stats" of an operator's marketplace assignments: how many are in each
 * state, their mean quality, what they earned (validated or paid) and what was paid, and how
 * the deadlines of their missions went.
 */
export function assignmentStatsOf(
  assignments: readonly AssignmentDoc[],
  deadlineOf: (missionId: string) => string | null,
  now: Date,
): AssignmentStats {
  const counts = Object.fromEntries(
    COUNTED_ASSIGNMENT_STATES.map((state) => [state, 0]),
  ) as AssignmentStats['counts'];
  const scores: number[] = [];
  const totals = { earned_total: 0, paid_total: 0 };
  const deadlines = { on_time: 0, missed: 0 };
  for (const assignment of assignments) {
    if (assignment.state in counts) counts[assignment.state as keyof typeof counts] += 1;
    if (assignment.quality_score !== null) scores.push(assignment.quality_score);
    const reward = assignment.mission.reward_amount;
    if (assignment.state === 'validated' || assignment.state === 'paid')
      totals.earned_total += reward;
    if (assignment.state === 'paid') totals.paid_total += reward;
    const outcome = deadlineOutcome(
      assignment,
      assignment.mission_id ? deadlineOf(assignment.mission_id) : null,
      now,
    );
    if (outcome) deadlines[outcome] += 1;
  }
  return {
    counts,
    avg_quality: scores.length
      ? scores.reduce((sum, score) => sum + score, 0) / scores.length
      : null,
    totals,
    deadlines,
  };
}
