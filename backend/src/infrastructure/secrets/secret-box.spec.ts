import { SecretBox, SecretUnreadableError } from './secret-box';

const KEY = 'k'.repeat(40);
const TOKEN = 'ATATT3xFfGF0-example-jira-api-token';

describe('SecretBox', () => {
  const box = new SecretBox(KEY);

  it('opens what it sealed for the same record, and the sealed text shows nothing of it', () => {
    const sealed = box.seal(TOKEN, 'jira-account:a1/api');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(TOKEN);
    expect(sealed).not.toContain(Buffer.from(TOKEN).toString('base64url'));
    expect(box.open(sealed, 'jira-account:a1/api')).toBe(TOKEN);
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(box.seal(TOKEN, 'c')).not.toBe(box.seal(TOKEN, 'c'));
  });

  it('refuses a sealed value moved to another record, altered, or sealed under another key', () => {
    const sealed = box.seal(TOKEN, 'jira-account:a1/api');
    expect(() => box.open(sealed, 'jira-account:a2/api')).toThrow(SecretUnreadableError);
    const [version, iv, ciphertext, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      box.open([version, iv, flipped.toString('base64url'), tag].join('.'), 'jira-account:a1/api'),
    ).toThrow(SecretUnreadableError);
    expect(() => new SecretBox('o'.repeat(40)).open(sealed, 'jira-account:a1/api')).toThrow(
      SecretUnreadableError,
    );
    expect(() => box.open('plain-text-token', 'jira-account:a1/api')).toThrow(
      SecretUnreadableError,
    );
  });

  it('keeps an empty secret empty, still authenticated', () => {
    expect(box.open(box.seal('', 'c'), 'c')).toBe('');
  });
});
