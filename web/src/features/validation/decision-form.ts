import {
  OperatorCompleteRequestSchema,
  VALIDATION_RULES,
  type ValidationDecision,
} from '@morphic/contracts';
import type { z } from 'zod';

export type DecisionBody = z.output<typeof OperatorCompleteRequestSchema>;

export interface DecisionFormValues {
  readonly decision: ValidationDecision | null;
  /** What the number input holds: a number, or '' when cleared. */
  readonly score: number | string;
  readonly report: string;
}

export type DecisionField = 'decision' | 'score' | 'report';
export type DecisionFormErrors = Partial<Record<DecisionField, string>>;

export const INITIAL_DECISION_VALUES: DecisionFormValues = {
  decision: null,
  score: VALIDATION_RULES.defaultScore,
  report: '',
};

const FIELDS: readonly DecisionField[] = ['decision', 'score', 'report'];

/**
 * The form checked by the server's own rules (the operator-complete request schema): the body
 * to send, or each field's first message.
 */
export function checkDecision(
  values: DecisionFormValues,
): { ok: true; body: DecisionBody } | { ok: false; errors: DecisionFormErrors } {
  const result = OperatorCompleteRequestSchema.safeParse({
    decision: values.decision ?? undefined,
    score: values.score === '' ? undefined : Number(values.score),
    report: values.report,
  });
  if (result.success) return { ok: true, body: result.data };
  const errors: DecisionFormErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
