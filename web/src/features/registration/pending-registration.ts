import type { CompanyRepRegisterRequest } from '@morphic/contracts';
import type { RegistrationFields } from './register-account';

/** An operator's sign-up waiting for its emailed code, between /join/worker and /email-verification. */
export interface PendingOperatorSignUp extends RegistrationFields {
  readonly kind: 'operator';
  readonly cv: File | null;
  /** When a new code may be asked for (epoch milliseconds). */
  readonly resendAvailableAt: number;
}

/** A company representative's sign-up (step 2 of /join/company) waiting for its code. */
export interface PendingCompanyRepSignUp extends Omit<
  CompanyRepRegisterRequest,
  'verification_code'
> {
  readonly kind: 'company_rep';
  readonly email: string;
  /** The company's own session, which adds the representative. */
  readonly companyToken: string;
  readonly resendAvailableAt: number;
}

export type PendingRegistration = PendingOperatorSignUp | PendingCompanyRepSignUp;

/**
 * Held in memory only: the password, the CV and the company's token never reach browser
 * storage. A reload loses it, and the verification page then asks for the form again.
 */
let pending: PendingRegistration | null = null;

export function holdPendingRegistration(registration: PendingRegistration): void {
  pending = registration;
}

export function pendingRegistration(): PendingRegistration | null {
  return pending;
}

/** The operator sign-up waiting for its code, if that is what waits. */
export function pendingOperatorSignUp(): PendingOperatorSignUp | null {
  return pending?.kind === 'operator' ? pending : null;
}

export function updatePendingRegistration(changes: Partial<PendingOperatorSignUp>): void {
  if (pending?.kind === 'operator') pending = { ...pending, ...changes };
}

export function clearPendingRegistration(): void {
  pending = null;
}
