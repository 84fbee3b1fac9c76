import { securityEventMessage } from './messages';

describe('security event message', () => {
  it('names the event and, when known, the account', () => {
    expect(securityEventMessage('login_failure', 'ada')).toBe('Login failed for ada');
    expect(securityEventMessage('rate_limit_exceeded', null)).toBe('Rate limit exceeded');
  });
});
