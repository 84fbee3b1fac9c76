import { LIMITS } from '@morphic/contracts';
import { ApiError } from '../../lib/api-client';

/** Whole seconds until `availableAt` (epoch ms), never negative. */
export const secondsUntil = (availableAt: number, now: number): number =>
  Math.max(0, Math.ceil((availableAt - now) / 1000));

/** When the next code may be asked for, after a send answered with its cooldown. */
export const nextResendAt = (
  now: number,
  seconds: number = LIMITS.verificationResendCooldownSeconds,
): number => now + seconds * 1000;

/** The wait a 429 answer names (`retry_after_seconds`), if it is one. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'retry_after_seconds' in body) {
    const seconds = Number(body.retry_after_seconds);
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  }
  return null;
}
