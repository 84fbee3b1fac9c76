import { VALIDATION_TEXTS } from '@morphic/contracts';
import { INITIAL_DECISION_VALUES, checkDecision, scoreFromPercent } from './decision-form';

describe('decision form', () => {
  it('starts with no decision, the default score as a percent (80) and an empty report', () => {
    expect(INITIAL_DECISION_VALUES).toEqual({ decision: null, scorePercent: 80, report: '' });
  });

  it('takes the score as the percent operators see and sends 0 to 1', () => {
    expect(
      checkDecision({ decision: 'fail', scorePercent: 92, report: ' Missing tests. ' }),
    ).toEqual({
      ok: true,
      body: { decision: 'fail', score: 0.92, report: 'Missing tests.' },
    });
    expect(scoreFromPercent('87.7')).toBe(0.877);
    expect(scoreFromPercent(100)).toBe(1);
    expect(scoreFromPercent(0)).toBe(0);
  });

  it('falls back to 0.8 when the score is cleared', () => {
    const checked = checkDecision({ decision: 'pass', scorePercent: '', report: 'Good.' });
    expect(checked.ok && checked.body.score).toBe(0.8);
  });

  it('names every field that is wrong, with the server’s words for decision and report', () => {
    expect(checkDecision({ decision: null, scorePercent: 120, report: '  ' })).toEqual({
      ok: false,
      errors: {
        decision: VALIDATION_TEXTS.decisionRequired,
        scorePercent: VALIDATION_TEXTS.scorePercentInvalid,
        report: VALIDATION_TEXTS.reportRequired,
      },
    });
    expect(checkDecision({ decision: 'pass', scorePercent: -1, report: 'ok' })).toEqual({
      ok: false,
      errors: { scorePercent: VALIDATION_TEXTS.scorePercentInvalid },
    });
  });
});
