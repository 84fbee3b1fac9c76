import type { CompanyReputation } from '@morphic/contracts';
import type { ReputationAssignmentDoc, ReputationMissionDoc } from '@morphic/contracts/server';

type MissionFigures = Pick<ReputationMissionDoc, 'deadline_extended' | 'deadline_cancelled'>;
type AssignmentFigures = Pick<ReputationAssignmentDoc, 'submissions'>;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

const rate = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** A company's reputation figures from the records of its missions and their assignments. */
export function reputationOf(
  companyId: string,
  missions: readonly MissionFigures[],
  assignments: readonly AssignmentFigures[],
): CompanyReputation {
  const decided = assignments.flatMap((assignment) =>
    assignment.submissions.flatMap(({ decision, decided_at, submitted_at }) =>
      decision === null || decided_at === null
        ? []
        : [{ decision, waited: Date.parse(decided_at) - Date.parse(submitted_at) }],
    ),
  );
  const rejections = decided.filter(({ decision }) => decision === 'fail').length;
  const waited = median(decided.map(({ waited }) => waited));
  const extended = missions.filter((mission) => mission.deadline_extended).length;
  const cancelled = missions.filter((mission) => mission.deadline_cancelled).length;
  return {
    company_id: companyId,
    decisions: decided.length,
    rejections,
    rejection_rate: rate(rejections, decided.length),
    median_decision_ms: waited === null ? null : Math.round(waited),
    missions_posted: missions.length,
    deadlines_extended: extended,
    deadlines_cancelled: cancelled,
    deadlines_extended_rate: rate(extended, missions.length),
    deadlines_cancelled_rate: rate(cancelled, missions.length),
  };
}
