import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { REDACTED } from '../secrets/redacted';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides the reset token in its path, as routing matches it', () => {
    expect(redactUrl('/api/auth/verify-reset-token/tok-123')).toBe(
      `/api/auth/verify-reset-token/${REDACTED}`,
    );
    expect(redactUrl('/API/Auth/verify-reset-token/tok-123/?x=1')).toBe(
      `/API/Auth/verify-reset-token/${REDACTED}/?x=1`,
    );
  });

  it('hides the Jira webhook secret, the last segment of the legacy webhook path', () => {
    expect(JIRA_ENDPOINTS.jiraWebhook.path).toBe('/api/webhooks/jira/account/{accountId}/{secret}');
    expect(redactUrl('/api/webhooks/jira/account/acc-1/s3cret')).toBe(
      `/api/webhooks/jira/account/acc-1/${REDACTED}`,
    );
    expect(redactUrl('/api/webhooks/jira/account/acc-1')).toBe('/api/webhooks/jira/account/acc-1');
  });

  it('hides the values of query parameters named like secrets', () => {
    expect(redactUrl('/reset-password?token=abc')).toBe(`/reset-password?token=${REDACTED}`);
    expect(redactUrl('/email-verification?reset_token=abc&uid=u-1&mode=reset')).toBe(
      `/email-verification?reset_token=${REDACTED}&uid=u-1&mode=reset`,
    );
    expect(redactUrl('/x?Api%5FKey=k&code=123456&signature=s&page=2&flag')).toBe(
      `/x?Api%5FKey=${REDACTED}&code=${REDACTED}&signature=${REDACTED}&page=2&flag`,
    );
  });

  it('leaves other URLs as they are', () => {
    for (const url of ['/api/tasks/abc/apply', '/api/auth/login', '/marketplace?tab=open', '/']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
