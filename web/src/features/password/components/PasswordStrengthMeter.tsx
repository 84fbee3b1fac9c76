import { usePasswordStrength } from '../hooks/usePasswordStrength';
import { StrengthMeterDisplay } from './StrengthMeterDisplay';

/**
 * A live strength meter for a password field: checks with the server from 3 characters on
 * (debounced, stale calls cancelled) and falls back to the local scoring when it cannot.
 * Forms that also need the verdict use `usePasswordStrength` with `StrengthMeterDisplay`.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  return <StrengthMeterDisplay state={usePasswordStrength(password)} />;
}
