import { VALIDATION_TEXTS } from '@morphic/contracts';
import { INITIAL_DECISION_VALUES, checkDecision } from './decision-form';

describe('decision form', () => {
  it('starts with no decision, the default score 0.8 and an empty report', () => {
    expect(INITIAL_DECISION_VALUES).toEqual({ decision: null, score: 0.8, report: '' });
  });

  it('sends the decision, the score and the trimmed report', () => {
    expect(checkDecision({ decision: 'fail', score: 0.42, report: ' Missing tests. ' })).toEqual({
      ok: true,
      body: { decision: 'fail', score: 0.42, report: 'Missing tests.' },
    });
  });

  it('falls back to 0.8 when the score is cleared', () => {
    const checked = checkDecision({ decision: 'pass', score: '', report: 'Good.' });
    expect(checked.ok && checked.body.score).toBe(0.8);
  });

  it('names every field that is wrong, with the server’s words', () => {
    expect(checkDecision({ decision: null, score: 1.2, report: '  ' })).toEqual({
      ok: false,
      errors: {
        decision: VALIDATION_TEXTS.decisionRequired,
        score: VALIDATION_TEXTS.scoreInvalid,
        report: VALIDATION_TEXTS.reportRequired,
      },
    });
  });
});
