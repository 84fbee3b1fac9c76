import { REDACTED } from '#infrastructure/secrets/redacted';
import { redactSecrets } from './redact-secrets';

describe('redact secrets', () => {
  it('hides passwords, hashes, secrets and sealed credentials at any depth, keeping a sealed value’s length', () => {
    expect(
      redactSecrets({
        username: 'ada',
        password_hash: '$argon2id$v=19$abc',
        tokens: { f00d: '2025-03-01T10:00:00.000Z' },
        two_factor: { secret: 'JBSWY3DPEHPK3PXP', pendingSecret: null, enabled: true },
        settings: {
          api_token: { sealed: 'v1.iv.cipher.tag', bytes: 24 },
          webhook_secret: { sealed: 'v1.iv2.cipher2.tag2', bytes: 32 },
          upload_token: null,
        },
        history: [{ code_hash: 'beef', used: false }],
      }),
    ).toEqual({
      username: 'ada',
      password_hash: REDACTED,
      tokens: REDACTED,
      two_factor: { secret: REDACTED, pendingSecret: null, enabled: true },
      settings: {
        api_token: { sealed: REDACTED, bytes: 24 },
        webhook_secret: { sealed: REDACTED, bytes: 32 },
        upload_token: null,
      },
      history: [{ code_hash: REDACTED, used: false }],
    });
  });

  it('hides personal data too when asked (a deleted account), and only then', () => {
    const account = { operator_id: 'op-1', email: 'ada@example.com', full_name: 'Ada', age: 36 };

    expect(redactSecrets(account, { personal: true })).toEqual({
      operator_id: 'op-1',
      email: REDACTED,
      full_name: REDACTED,
      age: REDACTED,
    });
    expect(redactSecrets(account)).toEqual(account);
  });

  it('hides a claimed identifier’s value, the names copied into a thread and a CV’s file name of a deleted account', () => {
    const data = {
      value: 'ada@example.com',
      operator_name: 'Ada Lovelace',
      sender_name: 'Ada Lovelace',
      original_name: 'ada-lovelace-cv.pdf',
      thread_id: 'th-1',
    };

    expect(redactSecrets(data, { personal: true })).toEqual({
      value: REDACTED,
      operator_name: REDACTED,
      sender_name: REDACTED,
      original_name: REDACTED,
      thread_id: 'th-1',
    });
  });

  it('turns sets, maps and big integers into JSON', () => {
    expect(
      redactSecrets({ marked: new Set(['n-1']), byId: new Map([['a', 1]]), revision: 3n }),
    ).toEqual({ marked: ['n-1'], byId: { a: 1 }, revision: '3' });
  });
});
