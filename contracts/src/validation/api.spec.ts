import { VALIDATION_TEXTS } from '../spec/validation-texts';
import { OpenValidationJobsQuerySchema, OperatorCompleteRequestSchema } from './api';

const firstError = (input: unknown) => {
  const result = OperatorCompleteRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('operator-complete request', () => {
  it('takes a decision, a score and a report; the score defaults to 0.8', () => {
    expect(
      OperatorCompleteRequestSchema.parse({ decision: 'pass', score: 0.93, report: ' Solid. ' }),
    ).toEqual({ decision: 'pass', score: 0.93, report: 'Solid.' });
    expect(OperatorCompleteRequestSchema.parse({ decision: 'fail', report: 'No tests' })).toEqual({
      decision: 'fail',
      score: 0.8,
      report: 'No tests',
    });
    expect(
      OperatorCompleteRequestSchema.parse({ decision: 'needs_review', score: null, report: 'x' })
        .score,
    ).toBe(0.8);
  });

  it('requires a report for every decision', () => {
    for (const decision of ['pass', 'fail', 'needs_review']) {
      expect(firstError({ decision, score: 0.5 })).toBe(VALIDATION_TEXTS.reportRequired);
      expect(firstError({ decision, score: 0.5, report: '   ' })).toBe(
        VALIDATION_TEXTS.reportRequired,
      );
    }
  });

  it('refuses a missing or unknown decision and a score outside 0..1', () => {
    expect(firstError({ report: 'ok' })).toBe(VALIDATION_TEXTS.decisionRequired);
    expect(firstError({ decision: 'approve', report: 'ok' })).toBe(
      VALIDATION_TEXTS.decisionRequired,
    );
    expect(firstError({ decision: 'pass', score: 1.01, report: 'ok' })).toBe(
      VALIDATION_TEXTS.scoreInvalid,
    );
    expect(firstError({ decision: 'pass', score: -0.1, report: 'ok' })).toBe(
      VALIDATION_TEXTS.scoreInvalid,
    );
    expect(firstError({ decision: 'pass', score: '0.5', report: 'ok' })).toBe(
      VALIDATION_TEXTS.scoreInvalid,
    );
  });

  it('accepts the bounds 0 and 1', () => {
    expect(firstError({ decision: 'fail', score: 0, report: 'ok' })).toBeNull();
    expect(firstError({ decision: 'pass', score: 1, report: 'ok' })).toBeNull();
  });
});

describe('open jobs query', () => {
  it('defaults the limit to the spec 20 and reads it from the query string', () => {
    expect(OpenValidationJobsQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(OpenValidationJobsQuerySchema.parse({ limit: '5' })).toEqual({ limit: 5 });
  });

  it('refuses a limit that is not a whole number from 1 to 100', () => {
    for (const limit of ['0', '101', '2.5', 'many']) {
      expect(OpenValidationJobsQuerySchema.safeParse({ limit }).success).toBe(false);
    }
  });
});
