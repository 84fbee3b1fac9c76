import { VerifyEmailRequestSchema } from '@morphic/contracts';
import { useCodeForm } from '../../../lib/forms/useCodeForm';

const CODE_SCHEMA = VerifyEmailRequestSchema.pick({ code: true });

/** The form of a mailed verification code, checked as the verify endpoint checks it. */
export const useVerificationCodeForm = () => useCodeForm(CODE_SCHEMA);
