import { COMPANY_TEXTS } from '@morphic/contracts';
import { shownDebugErrors } from './debug-errors';

describe('the errors the upload debug view shows', () => {
  it('leaves out the legacy "upload not enabled" and "username or token not configured" errors', () => {
    expect(
      shownDebugErrors([
        'JIRA upload not enabled for this company',
        COMPANY_TEXTS.jira.uploadNotEnabled,
        'JIRA upload username or token not configured',
        'Upload token not configured',
      ]),
    ).toEqual([]);
  });

  it('keeps every other error, in order', () => {
    const errors = [
      COMPANY_TEXTS.jira.noAccountFound,
      'Jira answered 401: Unauthorized',
      COMPANY_TEXTS.jira.uploadTokenUnreadable,
    ];
    expect(shownDebugErrors(errors)).toEqual(errors);
  });
});
