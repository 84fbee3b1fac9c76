import type { ValidationJob } from '@morphic/contracts';

/** A validation job as the API answers it, for the web's unit tests. */
export const job = (entry: string, overrides: Partial<ValidationJob> = {}): ValidationJob => ({
  validation_entry_id: entry,
  assignment_id: `as-${entry}`,
  is_onboarding: false,
  mission: { title: `Mission ${entry}`, description: 'Do it.', domain_tags: [] },
  operator: { id: 'op-ada', handle: 'ada' },
  status: 'open',
  submitted_at: `2025-03-01T09:0${entry}:00.000Z`,
  submission_files: [],
  submission_notes: null,
  claimed_by: null,
  claimed_at: null,
  decision: null,
  validation_status: null,
  validation_score: null,
  validation_feedback: null,
  validator_type: null,
  validated_at: null,
  updated_at: `2025-03-01T09:0${entry}:00.000Z`,
  ...overrides,
});
