import { TwoFactorCodeRequestSchema } from '@morphic/contracts';
import { useCodeForm } from '../../../lib/forms/useCodeForm';

/** The form of an authenticator code, checked as the two-factor endpoints check it. */
export const useTwoFactorCodeForm = () => useCodeForm(TwoFactorCodeRequestSchema);
