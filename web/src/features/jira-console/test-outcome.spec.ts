import { COMPANY_TEXTS } from '@morphic/contracts';
import { ApiError } from '../../lib/api-client';
import { testOutcome } from './test-outcome';

const DEFAULTS = {
  ok: COMPANY_TEXTS.jira.connectionOk,
  failed: COMPANY_TEXTS.jira.connectionFailed,
};

describe('a Jira test outcome', () => {
  it('is nothing before the test ran', () => {
    expect(testOutcome({ data: undefined, error: null }, DEFAULTS)).toBeNull();
  });

  it("shows the server's message, pass or fail", () => {
    expect(
      testOutcome({ data: { success: true, message: 'Signed in as Nora' }, error: null }, DEFAULTS),
    ).toEqual({ ok: true, text: 'Signed in as Nora' });
    expect(
      testOutcome(
        { data: { success: false, message: 'Jira answered 401' }, error: null },
        DEFAULTS,
      ),
    ).toEqual({ ok: false, text: 'Jira answered 401' });
  });

  it("falls back to the spec's defaults when the message is empty", () => {
    expect(testOutcome({ data: { success: true, message: '' }, error: null }, DEFAULTS)).toEqual({
      ok: true,
      text: COMPANY_TEXTS.jira.connectionOk,
    });
    expect(testOutcome({ data: { success: false, message: '' }, error: null }, DEFAULTS)).toEqual({
      ok: false,
      text: COMPANY_TEXTS.jira.connectionFailed,
    });
  });

  it("reads a failed call as a failed test: the server's error, else the default", () => {
    const refused = new ApiError('http', 'Not found', 404, 'Jira account not found');
    expect(testOutcome({ data: undefined, error: refused }, DEFAULTS)).toEqual({
      ok: false,
      text: 'Jira account not found',
    });
    const silent = new ApiError('http', 'Server error', 500, null);
    expect(testOutcome({ data: undefined, error: silent }, DEFAULTS)).toEqual({
      ok: false,
      text: COMPANY_TEXTS.jira.connectionFailed,
    });
  });
});
