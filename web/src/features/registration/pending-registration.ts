import type { RegistrationFields } from './register-account';

/** A sign-up waiting for its emailed code, between /join/worker and /email-verification. */
export interface PendingRegistration extends RegistrationFields {
  readonly cv: File | null;
  /** When a new code may be asked for (epoch milliseconds). */
  readonly resendAvailableAt: number;
}

/**
 * Held in memory only: the password and the CV never reach browser storage. A reload loses
 * it, and the verification page then asks the person to fill the form in again.
 */
let pending: PendingRegistration | null = null;

export function holdPendingRegistration(registration: PendingRegistration): void {
  pending = registration;
}

export function pendingRegistration(): PendingRegistration | null {
  return pending;
}

export function updatePendingRegistration(changes: Partial<PendingRegistration>): void {
  if (pending) pending = { ...pending, ...changes };
}

export function clearPendingRegistration(): void {
  pending = null;
}
