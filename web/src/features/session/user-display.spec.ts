import { avatarInitials, displayName } from './user-display';

describe('user display', () => {
  it('uses the full name when there is one', () => {
    expect(displayName({ full_name: 'Ada Lovelace', username: 'ada' })).toBe('Ada Lovelace');
    expect(displayName({ full_name: '  ', username: 'ada' })).toBe('ada');
    expect(displayName({ full_name: null, username: 'ada' })).toBe('ada');
  });

  it('takes at most two initials from the full name', () => {
    expect(avatarInitials({ full_name: 'ada king lovelace', username: 'x' })).toBe('AK');
    expect(avatarInitials({ full_name: 'Grace', username: 'x' })).toBe('G');
  });

  it('falls back to the first letter of the username', () => {
    expect(avatarInitials({ full_name: null, username: 'ada' })).toBe('A');
    expect(avatarInitials({ full_name: '', username: 'édouard' })).toBe('É');
  });
});
