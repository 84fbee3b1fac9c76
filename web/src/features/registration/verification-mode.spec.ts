import { parseVerificationSearch, verificationModeOf } from './verification-mode';

const modeOf = (search: Record<string, unknown>) =>
  verificationModeOf(parseVerificationSearch(search));

describe('email verification modes', () => {
  it('finishes a sign-up by default', () => {
    expect(modeOf({})).toEqual({ kind: 'signup' });
    expect(modeOf({ mode: 'signup', email: 'a@b.io' })).toEqual({ kind: 'signup' });
  });

  it('verifies an address, then goes to the redirect target or the character report', () => {
    expect(modeOf({ email: 'a@b.io' })).toEqual({
      kind: 'verify',
      email: 'a@b.io',
      redirect: '/character-report',
    });
    expect(modeOf({ mode: 'verify', email: 'a@b.io', redirect: '/company/login' })).toEqual({
      kind: 'verify',
      email: 'a@b.io',
      redirect: '/company/login',
    });
  });

  it('never redirects to another site', () => {
    for (const redirect of ['https://evil.example', '//evil.example/x', 'javascript:alert(1)']) {
      expect(modeOf({ email: 'a@b.io', redirect })).toMatchObject({
        redirect: '/character-report',
      });
    }
  });

  it('resets a password with reset_token and uid, and notices when the token is missing', () => {
    expect(modeOf({ reset_token: 'tok', uid: 'u1' })).toEqual({
      kind: 'reset',
      uid: 'u1',
      token: 'tok',
    });
    expect(modeOf({ uid: 'u1' })).toEqual({ kind: 'reset', uid: 'u1', token: null });
    expect(modeOf({ mode: 'reset', reset_token: '  ' })).toEqual({
      kind: 'reset',
      uid: null,
      token: null,
    });
  });

  it('ignores unknown modes and non-text values', () => {
    expect(parseVerificationSearch({ mode: 'hack', email: 42, uid: ['x'] })).toEqual({});
  });
});
