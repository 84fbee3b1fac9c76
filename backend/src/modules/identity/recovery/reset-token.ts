import { createHash, randomBytes } from 'node:crypto';

/** A reset link works for one hour (DESIGN: reset tokens are single use and expire). */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** The SHA-256 the log and read models keep instead of the token. */
export const resetTokenHash = (token: string): string =>
  createHash('sha256').update(token.trim()).digest('hex');

/** 256 random bits, URL-safe, with the hash to store. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: resetTokenHash(token) };
}
