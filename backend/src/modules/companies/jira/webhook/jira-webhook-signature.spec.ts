import { isJiraSignatureValid, jiraSignatureOf } from './jira-webhook-signature';

describe('Jira webhook signature', () => {
  const secret = 'a-webhook-secret';
  const body = Buffer.from('{"webhookEvent":"jira:issue_updated"}');

  it('is the HMAC-SHA256 of the body in hex, after "sha256="', () => {
    // echo -n '{"webhookEvent":"jira:issue_updated"}' | openssl dgst -sha256 -hmac a-webhook-secret
    expect(jiraSignatureOf(secret, body)).toBe(
      'sha256=aeba164baf5343b3a893d37358fbc48ed284f7324df15925b6380f64c5243f6d',
    );
  });

  it('accepts the signature of these bytes, in either case of hex', () => {
    const signature = jiraSignatureOf(secret, body);
    expect(isJiraSignatureValid(signature, body, secret)).toBe(true);
    expect(
      isJiraSignatureValid(signature.toUpperCase().replace('SHA256', 'sha256'), body, secret),
    ).toBe(true);
  });

  it('refuses a missing, malformed or other signature, other bytes, or no body', () => {
    const signature = jiraSignatureOf(secret, body);
    expect(isJiraSignatureValid(null, body, secret)).toBe(false);
    expect(isJiraSignatureValid('', body, secret)).toBe(false);
    expect(isJiraSignatureValid(signature.slice(0, -2), body, secret)).toBe(false);
    expect(isJiraSignatureValid(signature.replace('sha256=', 'sha1='), body, secret)).toBe(false);
    expect(isJiraSignatureValid(jiraSignatureOf('another-secret', body), body, secret)).toBe(false);
    expect(isJiraSignatureValid(signature, Buffer.from(`${body.toString()} `), secret)).toBe(false);
    expect(isJiraSignatureValid(signature, null, secret)).toBe(false);
  });
});
