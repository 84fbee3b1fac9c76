import {
  localPasswordStrength,
  type PasswordStrength,
  type PasswordStrengthRequest,
} from '@morphic/contracts';
import { identityApi } from '../../lib/api/clients';
import { FieldProblem } from '../../lib/forms/form-failure';

export type StrengthSource = 'server' | 'local';

export interface StrengthVerdict {
  readonly strength: PasswordStrength;
  readonly source: StrengthSource;
}

/**
 * The server's verdict, or the local fallback scoring when the call fails (the failure is
 * only logged, spec 01 section 8). An abort is passed on: the caller moved on.
 */
export async function strengthVerdict(
  request: PasswordStrengthRequest,
  signal?: AbortSignal,
): Promise<StrengthVerdict> {
  try {
    const { strength } = await identityApi.checkPasswordStrength({
      body: request,
      token: null,
      signal,
    });
    return { strength, source: 'server' };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Password strength check failed; using the local scoring', error);
    return { strength: localPasswordStrength(request.password), source: 'local' };
  }
}

/**
 * Before a form with a new password is sent: a password the verdict calls weak fails under the
 * `password` field, with the text `weakText` gives for it.
 */
export async function requireStrongPassword(
  request: PasswordStrengthRequest,
  weakText: (strength: PasswordStrength) => string,
): Promise<void> {
  const { strength } = await strengthVerdict(request);
  if (!strength.is_valid) throw new FieldProblem('password', weakText(strength));
}
