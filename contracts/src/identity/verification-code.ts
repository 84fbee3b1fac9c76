import { LIMITS } from '../spec/constants';

/** How long an emailed verification code works. */
export const VERIFICATION_CODE_TTL_MINUTES = 15;

const CODE_PATTERN = new RegExp(`^\\d{${LIMITS.codeLength}}$`);

/** A verification code as the spec wants it: digits only, exactly 6. */
export const isVerificationCode = (code: string): boolean => CODE_PATTERN.test(code);

/** What a code field keeps of typed or pasted text: its digits, at most 6. */
export const codeFieldValue = (input: string): string =>
  input.replace(/\D/g, '').slice(0, LIMITS.codeLength);

/** An address as codes and their streams key it: trimmed, lowercase. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
