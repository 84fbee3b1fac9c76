import { UpdateProfileRequestSchema } from './profile-api';

describe('profile update request', () => {
  it('trims text, turns empty text into null, and leaves absent fields absent', () => {
    expect(
      UpdateProfileRequestSchema.parse({
        full_name: '  Ada Lovelace ',
        bio: '',
        avatar_url: ' https://example.com/a.png ',
        education: '',
      }),
    ).toEqual({
      full_name: 'Ada Lovelace',
      bio: null,
      avatar_url: 'https://example.com/a.png',
      education: null,
    });
    expect(UpdateProfileRequestSchema.parse({})).toEqual({});
  });

  it('takes ages from 13 to 120, or null to clear', () => {
    for (const age of [13, 120, null]) {
      expect(UpdateProfileRequestSchema.parse({ age })).toEqual({ age });
    }
    for (const age of [12, 121, 30.5, '30']) {
      expect(UpdateProfileRequestSchema.safeParse({ age }).error?.issues[0]?.message).toBe(
        'Age must be between 13 and 120',
      );
    }
  });

  it('takes only http(s) avatar URLs', () => {
    for (const avatar_url of ['javascript:alert(1)', 'ftp://example.com/a.png', 'example.com']) {
      expect(UpdateProfileRequestSchema.safeParse({ avatar_url }).error?.issues[0]?.message).toBe(
        'Avatar URL must be a valid http(s) address',
      );
    }
  });

  it('bounds the lengths', () => {
    expect(
      UpdateProfileRequestSchema.safeParse({ bio: 'x'.repeat(1001) }).error?.issues[0]?.message,
    ).toBe('Bio must be at most 1000 characters');
    expect(UpdateProfileRequestSchema.safeParse({ bio: 'x'.repeat(1000) }).success).toBe(true);
  });
});
