import { isImpersonationActive } from './impersonation';

const jwt = (payload: object): string => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('isImpersonationActive', () => {
  const impersonating = jwt({ sub: 'op', impersonation: true });
  const normal = jwt({ sub: 'admin' });

  it('needs the stored flag', () => {
    expect(isImpersonationActive({ flag: null, token: impersonating, originalToken: normal })).toBe(
      false,
    );
  });

  it('trusts the token claim when the token decodes', () => {
    expect(isImpersonationActive({ flag: 'true', token: impersonating, originalToken: null })).toBe(
      true,
    );
    expect(isImpersonationActive({ flag: 'true', token: normal, originalToken: 'other' })).toBe(
      false,
    );
  });

  it('falls back to comparing with the original token when the token is opaque', () => {
    expect(isImpersonationActive({ flag: 'true', token: 'opaque', originalToken: 'orig' })).toBe(
      true,
    );
    expect(isImpersonationActive({ flag: 'true', token: 'opaque', originalToken: 'opaque' })).toBe(
      false,
    );
    expect(isImpersonationActive({ flag: 'true', token: 'opaque', originalToken: null })).toBe(
      false,
    );
  });

  it('is off when signed out', () => {
    expect(isImpersonationActive({ flag: 'true', token: null, originalToken: 'orig' })).toBe(false);
  });
});
