import { shouldCheckStrength, type PasswordStrength } from '@morphic/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { strengthVerdict, type StrengthSource } from '../strength-verdict';

/** How long typing must pause before the strength is checked. */
export const STRENGTH_DEBOUNCE_MS = 300;

export interface PasswordStrengthState {
  /** The verdict for the password as last checked; null below 3 characters. */
  readonly strength: PasswordStrength | null;
  readonly source: StrengthSource | null;
  /** A check for the current password is pending. */
  readonly checking: boolean;
}

interface Checked {
  readonly password: string;
  readonly strength: PasswordStrength;
  readonly source: StrengthSource;
}

/**
 * The live strength of a password: asked of the server from 3 characters on, once typing
 * pauses; a newer password cancels the call in flight; a failed call falls back to the
 * local scoring.
 */
export function usePasswordStrength(
  password: string,
  owner: { readonly username?: string; readonly email?: string } = {},
): PasswordStrengthState {
  const [debounced] = useDebouncedValue(password, STRENGTH_DEBOUNCE_MS);
  const [checked, setChecked] = useState<Checked | null>(null);
  const { username, email } = owner;

  useEffect(() => {
    if (!shouldCheckStrength(debounced)) return;
    const controller = new AbortController();
    strengthVerdict({ password: debounced, username, email }, controller.signal)
      .then((verdict) => {
        if (!controller.signal.aborted) setChecked({ password: debounced, ...verdict });
      })
      .catch(() => {
        // Aborted: a newer password is being checked.
      });
    return () => controller.abort();
  }, [debounced, username, email]);

  if (!shouldCheckStrength(password)) return { strength: null, source: null, checking: false };
  const current = checked?.password === password ? checked : null;
  return {
    strength: current?.strength ?? checked?.strength ?? null,
    source: current?.source ?? checked?.source ?? null,
    checking: current === null,
  };
}
