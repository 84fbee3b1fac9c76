import {
  OperatorCompleteRequestSchema,
  VALIDATION_RULES,
  VALIDATION_TEXTS,
  type ValidationDecision,
} from '@morphic/contracts';
import type { z } from 'zod';

export type DecisionBody = z.output<typeof OperatorCompleteRequestSchema>;

export interface DecisionFormValues {
  readonly decision: ValidationDecision | null;
  /**
   * The score as the validator types it, a percent (0 to 100, one decimal) as operators see
   * it: a number, or '' when cleared. The API takes and stores 0 to 1.
   */
  readonly scorePercent: number | string;
  readonly report: string;
}

export type DecisionField = 'decision' | 'scorePercent' | 'report';
export type DecisionFormErrors = Partial<Record<DecisionField, string>>;

const PERCENT = 100;

export const INITIAL_DECISION_VALUES: DecisionFormValues = {
  decision: null,
  scorePercent: VALIDATION_RULES.defaultScore * PERCENT,
  report: '',
};

/** The request's fields, named as the form names them. */
const FORM_FIELD: Record<string, DecisionField> = {
  decision: 'decision',
  score: 'scorePercent',
  report: 'report',
};

/**
 * A typed percent as the API's 0..1 score, one decimal of percent kept (87.7 -> 0.877):
 * undefined when cleared (the server's default applies), null when it is not a percent.
 */
export function scoreFromPercent(percent: number | string): number | undefined | null {
  if (percent === '') return undefined;
  const value = Number(percent);
  if (!Number.isFinite(value) || value < 0 || value > PERCENT) return null;
  return Math.round(value * 10) / (10 * PERCENT);
}

/**
 * The form checked by the server's own rules (the operator-complete request schema): the body
 * to send, or each field's first message.
 */
export function checkDecision(
  values: DecisionFormValues,
): { ok: true; body: DecisionBody } | { ok: false; errors: DecisionFormErrors } {
  const score = scoreFromPercent(values.scorePercent);
  const result = OperatorCompleteRequestSchema.safeParse({
    decision: values.decision ?? undefined,
    score: score ?? undefined,
    report: values.report,
  });
  const errors: DecisionFormErrors = {};
  if (score === null) errors.scorePercent = VALIDATION_TEXTS.scorePercentInvalid;
  if (result.success && !errors.scorePercent) return { ok: true, body: result.data };
  for (const issue of result.success ? [] : result.error.issues) {
    const field = FORM_FIELD[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
