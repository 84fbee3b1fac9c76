import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const IV_BYTES = 12;

/** A stored secret was altered, moved to another record, or sealed under another key. */
export class SecretUnreadableError extends Error {
  constructor() {
    super('A stored secret could not be decrypted');
    this.name = 'SecretUnreadableError';
  }
}

/**
 * Encrypts third-party credentials (Jira API and upload tokens) before they reach the event log
 * or a read model: AES-256-GCM under a key derived from SECRETS_KEY, each secret bound to the
 * record it belongs to (`context`, authenticated but not encrypted), so a sealed value copied
 * onto another record does not open. The sealed form is `v1.<iv>.<ciphertext>.<tag>`
 * (base64url): text that is safe in JSON and says nothing of the secret but its length.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secretsKey: string) {
    this.key = Buffer.from(
      hkdfSync('sha256', secretsKey, 'morphic/secret-box', 'third-party-credentials', 32),
    );
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string, context: string): string {
    const [version, iv, ciphertext, tag] = sealed.split('.');
    if (version !== VERSION || !iv || ciphertext === undefined || !tag) {
      throw new SecretUnreadableError();
    }
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plaintext = Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]);
      return plaintext.toString('utf8');
    } catch {
      throw new SecretUnreadableError();
    }
  }
}
