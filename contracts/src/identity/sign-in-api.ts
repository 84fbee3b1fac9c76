import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { CompanyJiraStateSchema } from '../companies/jira-sync-state';
import { CompanyRepPermissionsSchema, CompanyStatusSchema } from '../companies/values';
import { SIGN_IN_TEXTS } from '../spec/sign-in-texts';
import { LoginResponseSchema, SessionUserSchema } from './api';
import { passwordRuleErrors } from './password-strength';
import { isEmailAddress } from './registration-rules';
import { isVerificationCode } from './verification-code';

/** A missing field reads as empty, so the rules answer with the field's own message. */
const text = z.preprocess((value) => value ?? '', z.string());

/** A new password: the first unmet part of the password rule is the answer. */
const newPassword = text.pipe(
  z
    .string()
    .max(1024, SIGN_IN_TEXTS.passwordNotStrongEnough)
    .superRefine((password, context) => {
      const [first] = passwordRuleErrors(password);
      if (first) context.addIssue({ code: 'custom', message: first });
    }),
);

export const TwoFactorMethodSchema = z.literal('totp');

/** POST /api/auth/login, 202: the account must enrol in two-factor sign-in first. */
export const TwoFactorSetupRequiredSchema = z.object({
  success: z.literal(false),
  two_factor_setup_required: z.literal(true),
  method: TwoFactorMethodSchema,
  otpauth_uri: z.string(),
  secret: z.string(),
  message: z.string(),
});
export type TwoFactorSetupRequired = z.infer<typeof TwoFactorSetupRequiredSchema>;

/** POST /api/auth/login: 200 with a session, or 202: enrol in two-factor sign-in first. */
/** POST /api/auth/login's session. */
export const OperatorLoginResponseSchema = LoginResponseSchema.extend({
  /**
   * Whether a company representative account uses this operator's email: only then is the
   * company sign-in the dialog tries next worth a request (it would answer 401 otherwise).
   */
  company_account: z.boolean(),
});
export type OperatorLoginResponse = z.infer<typeof OperatorLoginResponseSchema>;

export const LoginAnswerSchema = z.union([
  OperatorLoginResponseSchema,
  TwoFactorSetupRequiredSchema,
]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** POST /api/auth/login, 401: a code is needed (or the one sent was wrong or used). */
export const TwoFactorRequiredSchema = z.object({
  success: z.literal(false),
  two_factor_required: z.literal(true),
  /** Set while the account is still enrolling (the code must come from the offered secret). */
  two_factor_setup_required: z.boolean().optional(),
  method: TwoFactorMethodSchema,
  error: z.string(),
  status: z.literal(401),
});
export type TwoFactorRequired = z.infer<typeof TwoFactorRequiredSchema>;

export const TwoFactorCodeRequestSchema = z.object({
  code: text.pipe(z.string().trim().refine(isVerificationCode, SIGN_IN_TEXTS.codeFormat)),
});
export type TwoFactorCodeRequest = z.infer<typeof TwoFactorCodeRequestSchema>;

export const TwoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  otpauth_uri: z.string(),
  secret: z.string(),
});
export type TwoFactorSetupResponse = CommandAnswer<typeof TwoFactorSetupResponseSchema>;

export const TwoFactorStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  two_factor_enabled: z.boolean(),
});
export type TwoFactorStatusResponse = CommandAnswer<typeof TwoFactorStatusResponseSchema>;

export const CompanyLoginRequestSchema = z.object({
  email: text.pipe(z.string().trim().min(1, SIGN_IN_TEXTS.emailRequired)),
  password: text.pipe(z.string().min(1, SIGN_IN_TEXTS.passwordRequired)),
});
export type CompanyLoginRequest = z.infer<typeof CompanyLoginRequestSchema>;

/** A company representative as the company screens see them (spec 01 section 3). */
export const CompanyRepRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  /** The representative's role in the company (representative, manager, admin). */
  role: z.string(),
  type: z.literal('company_rep'),
  status: z.enum(['active', 'suspended', 'pending_verification']),
  company_id: z.string().nullable(),
  company_status: CompanyStatusSchema.nullable(),
  company: z.object({ company_name: z.string() }).nullable(),
  company_name: z.string().nullable(),
  permissions: CompanyRepPermissionsSchema.nullable(),
  created_at: z.string(),
});
export type CompanyRepRecord = z.infer<typeof CompanyRepRecordSchema>;

export const CompanyLoginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  expires_at: z.string(),
  /** The company's status. */
  status: CompanyStatusSchema.nullable(),
  company_rep: CompanyRepRecordSchema,
  user: SessionUserSchema,
  message: z.string(),
});
export type CompanyLoginResponse = z.infer<typeof CompanyLoginResponseSchema>;

export const CompanyRepMeResponseSchema = z.object({
  success: z.literal(true),
  company_rep: CompanyRepRecordSchema,
});
export type CompanyRepMeResponse = z.infer<typeof CompanyRepMeResponseSchema>;

export const CompanyOverviewResponseSchema = z.object({
  success: z.literal(true),
  company: z.object({
    company_name: z.string(),
    status: CompanyStatusSchema,
    jira_url: z.string().nullable(),
    sync_status: z.string().nullable(),
    last_sync_at: z.string().nullable(),
    /** Connected or not, and how the last sync ended: as the System console shows it too. */
    jira_state: CompanyJiraStateSchema,
  }),
  stats: z.object({
    totalMissions: z.number(),
    inProgressMissions: z.number(),
    completedMissions: z.number(),
  }),
});
export type CompanyOverviewResponse = z.infer<typeof CompanyOverviewResponseSchema>;

const email = text.pipe(
  z
    .string()
    .trim()
    .min(1, SIGN_IN_TEXTS.emailRequired)
    .refine(isEmailAddress, SIGN_IN_TEXTS.invalidEmail),
);

export const ForgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const PasswordResetRequestSchema = z.object({
  username_or_email: text.pipe(
    z.string().trim().min(1, SIGN_IN_TEXTS.usernameOrEmailRequired).max(254),
  ),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** The answer to a reset request: the same whether or not the account exists. */
export const ResetRequestedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type ResetRequestedResponse = z.infer<typeof ResetRequestedResponseSchema>;

export const VerifyResetTokenResponseSchema = z.object({
  success: z.literal(true),
  valid: z.boolean(),
  email: z.string().nullable(),
  error: z.string().nullable(),
});
export type VerifyResetTokenResponse = z.infer<typeof VerifyResetTokenResponseSchema>;

const token = text.pipe(z.string().trim().min(1, SIGN_IN_TEXTS.tokenRequired).max(512));

export const ResetPasswordRequestSchema = z.object({ token, password: newPassword });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const PasswordResetVerifyRequestSchema = z.object({
  uid: text.pipe(z.string().trim().min(1, SIGN_IN_TEXTS.invalidOrExpiredResetToken).max(128)),
  token,
  new_password: newPassword,
});
export type PasswordResetVerifyRequest = z.infer<typeof PasswordResetVerifyRequestSchema>;

export const PasswordResetDoneResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type PasswordResetDoneResponse = CommandAnswer<typeof PasswordResetDoneResponseSchema>;
