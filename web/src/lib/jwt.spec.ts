import { decodeJwtPayload } from './jwt';

const encode = (value: unknown): string => {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const jwt = (payload: unknown): string => `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;

describe('decodeJwtPayload', () => {
  it('reads the claims of a token', () => {
    expect(decodeJwtPayload(jwt({ sub: 'u1', impersonation: true }))).toEqual({
      sub: 'u1',
      impersonation: true,
    });
  });

  it('handles base64url characters and UTF-8 text', () => {
    const payload = { username: 'zoë>>??', pad: '~~~' };
    expect(decodeJwtPayload(jwt(payload))).toEqual(payload);
  });

  it.each(['', 'not-a-token', 'a.b', 'a.!!!.c', `x.${encode([1, 2])}.y`, `x.${encode(3)}.y`])(
    'returns null for %p',
    (token) => {
      expect(decodeJwtPayload(token)).toBeNull();
    },
  );
});
