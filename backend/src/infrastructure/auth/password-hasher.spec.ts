import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  it('hashes with argon2id at the standard cost, or the fast test cost when configured', async () => {
    const standard = await new PasswordHasher({ passwordHashing: 'standard' }).hash('pw');
    const fast = await new PasswordHasher({ passwordHashing: 'fast' }).hash('pw');
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(fast).toMatch(/^\$argon2id\$v=19\$m=4096,p=1,t=2\$/);
  });

  it('verifies a matching password and refuses a wrong one or an unknown account', async () => {
    const hasher = new PasswordHasher({ passwordHashing: 'fast' });
    const hash = await hasher.hash('Right#Password1');
    await expect(hasher.verify(hash, 'Right#Password1')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'Wrong#Password1')).resolves.toBe(false);
    await expect(hasher.verify(null, 'Right#Password1')).resolves.toBe(false);
  });
});
