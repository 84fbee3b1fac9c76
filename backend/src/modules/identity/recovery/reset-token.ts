import { Inject, Injectable } from '@nestjs/common';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { AppConfig } from '#infrastructure/config/app-config';
import { APP_CONFIG } from '#infrastructure/tokens';

/** A reset link works for one hour (DESIGN: reset tokens are single use and expire). */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** The SHA-256 the log and read models keep instead of the token. */
export const resetTokenHash = (token: string): string =>
  createHash('sha256').update(token.trim()).digest('hex');

/**
 * Reset tokens: 256 bits derived from an id under a key from the server secret. The log keeps
 * the id and the token's hash, so the mail reactor can write the link while the log alone
 * reveals no token.
 */
@Injectable()
export class ResetTokens {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'jwtSecret'>) {
    this.key = createHmac('sha256', config.jwtSecret).update('morphic/reset-tokens').digest();
  }

  /** A new token, the id it derives from, and the hash to store. */
  issue(): { tokenId: string; token: string; hash: string } {
    const tokenId = randomUUID();
    const token = this.tokenFor(tokenId);
    return { tokenId, token, hash: resetTokenHash(token) };
  }

  tokenFor(tokenId: string): string {
    return createHmac('sha256', this.key).update(`reset:${tokenId}`).digest('base64url');
  }
}
