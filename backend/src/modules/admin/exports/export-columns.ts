import type {
  AccountDoc,
  AssignmentDoc,
  MissionDoc,
  ValidationJobDoc,
} from '@morphic/contracts/server';
import type { CsvColumn } from '#infrastructure/csv/csv-stream';

/** Lists are one cell, their items joined by `; `. */
const joined = (items: readonly string[]): string => items.join('; ');

/**
 * The columns of each export, named one by one: an account's password hash, 2FA secret and
 * company Jira tokens live in other read models and are never among them.
 */
export const OPERATOR_COLUMNS: readonly CsvColumn<AccountDoc>[] = [
  { header: 'id', value: (a) => a._id },
  { header: 'handle', value: (a) => a.username },
  { header: 'email', value: (a) => a.email },
  { header: 'full_name', value: (a) => a.full_name },
  { header: 'role', value: (a) => a.role },
  { header: 'status', value: (a) => a.status },
  { header: 'cohort', value: (a) => a.cohort },
  { header: 'credits', value: (a) => a.credits },
  { header: 'email_verified', value: (a) => a.email_verified },
  { header: 'onboarding_completed', value: (a) => a.onboarding_completed },
  { header: 'character_report_completed', value: (a) => a.character_report_completed },
  { header: 'two_factor_enabled', value: (a) => a.two_factor_enabled ?? false },
  { header: 'education', value: (a) => a.education },
  { header: 'university', value: (a) => a.university },
  { header: 'created_at', value: (a) => a.created_at },
  { header: 'last_login_at', value: (a) => a.last_login_at },
];

export const MISSION_COLUMNS: readonly CsvColumn<MissionDoc>[] = [
  { header: 'id', value: (m) => m._id },
  { header: 'title', value: (m) => m.title },
  { header: 'status', value: (m) => m.status },
  { header: 'difficulty', value: (m) => m.difficulty },
  { header: 'estimated_hours', value: (m) => m.estimated_hours },
  { header: 'domain_tags', value: (m) => joined(m.domain_tags) },
  { header: 'required_skill_vector', value: (m) => m.required_skill_vector },
  { header: 'reward_amount', value: (m) => m.reward_amount },
  { header: 'reward_asset', value: (m) => m.reward_asset },
  { header: 'deadline_at', value: (m) => m.deadline_at },
  { header: 'company_id', value: (m) => m.company_id },
  { header: 'owner_operator_id', value: (m) => m.owner_operator_id },
  { header: 'jira_key', value: (m) => m.jira_key },
  { header: 'assignments_count', value: (m) => m.assignments_count },
  { header: 'current_assignment_id', value: (m) => m.current_assignment_id },
  { header: 'created_at', value: (m) => m.created_at },
  { header: 'withdrawn_at', value: (m) => m.withdrawn_at },
];

export const ASSIGNMENT_COLUMNS: readonly CsvColumn<AssignmentDoc>[] = [
  { header: 'id', value: (a) => a._id },
  { header: 'operator_id', value: (a) => a.operator_id },
  { header: 'mission_id', value: (a) => a.mission_id },
  { header: 'onboarding_task_id', value: (a) => a.onboarding_task_id },
  { header: 'is_onboarding', value: (a) => a.is_onboarding },
  { header: 'skill', value: (a) => a.skill },
  { header: 'state', value: (a) => a.state },
  { header: 'source', value: (a) => a.source },
  { header: 'title', value: (a) => a.mission.title },
  { header: 'reward_amount', value: (a) => a.mission.reward_amount },
  { header: 'reward_asset', value: (a) => a.mission.reward_asset },
  { header: 'validation_status', value: (a) => a.validation_status },
  { header: 'validator_kind', value: (a) => a.validator_kind },
  { header: 'quality_score', value: (a) => a.quality_score },
  { header: 'validation_feedback', value: (a) => a.validation_feedback },
  { header: 'submission_notes', value: (a) => a.submission_notes },
  {
    header: 'submission_files',
    value: (a) => joined(a.submission_files.map((f) => f.original_name)),
  },
  { header: 'decision_due_at', value: (a) => a.decision_due_at },
  { header: 'submitted_at', value: (a) => a.submitted_at },
  { header: 'validated_at', value: (a) => a.validated_at },
  { header: 'created_at', value: (a) => a.created_at },
];

export const VALIDATION_COLUMNS: readonly CsvColumn<ValidationJobDoc>[] = [
  { header: 'id', value: (v) => v._id },
  { header: 'assignment_id', value: (v) => v.assignment_id },
  { header: 'is_onboarding', value: (v) => v.is_onboarding },
  { header: 'mission_title', value: (v) => v.mission.title },
  { header: 'operator_id', value: (v) => v.operator.id },
  { header: 'operator_handle', value: (v) => v.operator.handle },
  { header: 'validator_kind', value: (v) => v.validator_kind },
  { header: 'status', value: (v) => v.status },
  { header: 'decision', value: (v) => v.decision },
  { header: 'validation_status', value: (v) => v.validation_status },
  { header: 'validation_score', value: (v) => v.validation_score },
  { header: 'validation_feedback', value: (v) => v.validation_feedback },
  { header: 'claimed_by', value: (v) => v.claimed_by },
  { header: 'claimed_at', value: (v) => v.claimed_at },
  { header: 'submitted_at', value: (v) => v.submitted_at },
  { header: 'validated_at', value: (v) => v.validated_at },
];

/** An assignment with the operator and mission it belongs to (either may be gone). */
export interface JoinedRow {
  readonly assignment: AssignmentDoc;
  readonly operator: AccountDoc | null;
  readonly mission: MissionDoc | null;
}

const prefixed = <Doc>(
  prefix: string,
  columns: readonly CsvColumn<Doc>[],
  doc: (row: JoinedRow) => Doc | null,
): CsvColumn<JoinedRow>[] =>
  columns.map((column) => ({
    header: `${prefix}${column.header}`,
    value: (row: JoinedRow) => {
      const value = doc(row);
      return value === null ? null : column.value(value);
    },
  }));

export const JOINED_COLUMNS: readonly CsvColumn<JoinedRow>[] = [
  ...prefixed('assignment_', ASSIGNMENT_COLUMNS, (row) => row.assignment),
  ...prefixed('operator_', OPERATOR_COLUMNS, (row) => row.operator),
  ...prefixed('mission_', MISSION_COLUMNS, (row) => row.mission),
];
