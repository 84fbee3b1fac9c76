import { LIMITS, SIGN_IN_TEXTS } from '@morphic/contracts';
import { authenticator } from 'otplib';

/** Authenticator-app TOTP: 6 digits, 30-second steps, one step of clock drift either way. */
const TOTP_STEP_SECONDS = 30;
const TOTP_OPTIONS = { step: TOTP_STEP_SECONDS, window: 1, digits: LIMITS.codeLength } as const;
const SECRET_BYTES = 20;

/** A new random secret, base32 as authenticator apps take it. */
export const generateTotpSecret = (): string => authenticator.generateSecret(SECRET_BYTES);

/** The `otpauth://` URI a QR code carries to the authenticator app. */
export const totpUri = (accountName: string, secret: string): string =>
  authenticator.keyuri(accountName, SIGN_IN_TEXTS.twoFactor.issuer, secret);

/** The code of the step at `nowMs` (tests and the demo use it as an app would). */
export const totpCode = (secret: string, nowMs: number): string =>
  authenticator.clone({ ...TOTP_OPTIONS, epoch: nowMs }).generate(secret);

/**
 * The time step whose code `code` is, within one step of `nowMs`; null when it matches none.
 * Pure: the time is an argument, so deciders can use it.
 */
export function matchedTimeStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d+$/.test(code)) return null;
  const delta = authenticator.clone({ ...TOTP_OPTIONS, epoch: nowMs }).checkDelta(code, secret);
  return delta === null ? null : Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS) + delta;
}
