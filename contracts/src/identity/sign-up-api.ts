import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { SIGN_UP_TEXTS } from '../spec/sign-up-texts';
import { LoginResponseSchema } from './api';
import { PasswordStrengthSchema } from './password-strength';
import { isEmailAddress, normalizeEducation, registrationProblem } from './registration-rules';
import { isVerificationCode } from './verification-code';

/** A text field where a missing value reads as empty, so the rules give the spec's message. */
const text = z.preprocess((value) => value ?? '', z.string());

/** An optional text field: missing, null or blank all mean "not given". */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null)),
  z.string().trim().nullable(),
);

/** Age as JSON sends it (a number), or as a multipart field (digits); blank means not given. */
const age = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'string') return value.trim() === '' ? null : Number(value);
    return value;
  },
  z.number({ error: SIGN_UP_TEXTS.ageRange }).nullable(),
);

const email = text.pipe(z.string().trim().refine(isEmailAddress, SIGN_UP_TEXTS.invalidEmail));

export const PasswordStrengthRequestSchema = z.object({
  password: text.pipe(z.string().max(1024, SIGN_UP_TEXTS.passwordTooLong)),
  username: z.string().max(254).optional(),
  email: z.string().max(254).optional(),
});
export type PasswordStrengthRequest = z.infer<typeof PasswordStrengthRequestSchema>;

export const PasswordStrengthResponseSchema = z.object({ strength: PasswordStrengthSchema });
export type PasswordStrengthResponse = z.infer<typeof PasswordStrengthResponseSchema>;

export const SendVerificationRequestSchema = z.object({ email });
export type SendVerificationRequest = z.infer<typeof SendVerificationRequestSchema>;

export const SendVerificationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  expires_in_seconds: z.number(),
  resend_after_seconds: z.number(),
});
export type SendVerificationResponse = CommandAnswer<typeof SendVerificationResponseSchema>;

export const VerifyEmailRequestSchema = z.object({
  email,
  code: text.pipe(z.string().trim().refine(isVerificationCode, SIGN_UP_TEXTS.codeFormat)),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

export const VerifyEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type VerifyEmailResponse = CommandAnswer<typeof VerifyEmailResponseSchema>;

/**
 * `POST /api/auth/register`, as JSON or as multipart fields (with `cv_file` beside them).
 * The first broken rule answers 400 with its message, in the order of `registrationProblem`.
 */
export const RegisterRequestSchema = z
  .object({
    username: text.pipe(z.string().trim()),
    email: text.pipe(z.string().trim()),
    password: text,
    full_name: optionalText,
    age,
    education: optionalText,
    university: optionalText,
    verification_code: text.pipe(z.string().trim()),
  })
  .superRefine((input, context) => {
    const problem = registrationProblem(input, { requireCode: true });
    if (problem)
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .transform((input) => ({
    ...input,
    education: input.education === null ? null : normalizeEducation(input.education),
  }));
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;
export type RegisterCommandInput = z.output<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = LoginResponseSchema.extend({});
export type RegisterResponse = CommandAnswer<typeof RegisterResponseSchema>;
