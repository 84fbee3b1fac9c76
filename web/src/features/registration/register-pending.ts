import { generateUsername, type RegisterResponse } from '@morphic/contracts';
import { ApiError } from '../../lib/api-client';
import { updatePendingRegistration, type PendingOperatorSignUp } from './pending-registration';
import { registerAccount } from './register-account';

const USERNAME_ATTEMPTS = 3;

const isUsernameTaken = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && /username/i.test(error.serverError ?? '');

/**
 * Registers the pending sign-up with the code. The username was generated, so the person
 * cannot fix a clash: a taken one is generated again (a new 3-digit number) and retried.
 */
export async function registerPending(
  pending: PendingOperatorSignUp,
  code: string,
): Promise<RegisterResponse> {
  let registration = pending;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await registerAccount(registration, code, registration.cv);
    } catch (error) {
      if (!isUsernameTaken(error) || attempt >= USERNAME_ATTEMPTS) throw error;
      registration = { ...registration, username: generateUsername(registration.full_name ?? '') };
      updatePendingRegistration({ username: registration.username });
    }
  }
}
