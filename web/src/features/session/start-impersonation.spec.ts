import type { SessionUser } from '@morphic/contracts';
import { isImpersonationActive } from './impersonation';
import { impersonationMarkers } from './start-impersonation';

const user = {
  id: 'op-ada',
  username: 'ada',
  full_name: 'Ada Lovelace',
  email: 'ada@morphic.example',
  type: 'operator',
} as SessionUser;

describe('impersonationMarkers', () => {
  it('keeps the original token, the flag, the name and the account, under the spec keys', () => {
    expect(Object.fromEntries(impersonationMarkers('admin-token', { user }))).toEqual({
      original_token: 'admin-token',
      impersonating: 'true',
      impersonating_as: 'Ada Lovelace',
      impersonated_operator: JSON.stringify({
        id: 'op-ada',
        username: 'ada',
        full_name: 'Ada Lovelace',
        email: 'ada@morphic.example',
        type: 'operator',
      }),
    });
  });

  it('names the account by username when it has no full name', () => {
    const markers = new Map(impersonationMarkers('t', { user: { ...user, full_name: null } }));
    expect(markers.get('impersonating_as')).toBe('ada');
  });

  it('makes the banner show once the new marked token is the current one', () => {
    const markers = new Map(impersonationMarkers('admin-token', { user }));
    const marked = `h.${btoa(JSON.stringify({ sub: 'op-ada', impersonation: true }))}.s`;
    expect(
      isImpersonationActive({
        flag: markers.get('impersonating') ?? null,
        token: marked,
        originalToken: markers.get('original_token') ?? null,
      }),
    ).toBe(true);
  });
});
