import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { CompanyRepPermissionsSchema, CompanyStatusSchema } from '../companies/values';
import { AccountTypeSchema } from './values';

export const LoginRequestSchema = z.object({
  username_or_email: z.string().trim().min(1, 'Username or email is required'),
  password: z.string().min(1, 'Password is required'),
  code: z.string().optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const CvInfoSchema = z.object({
  original_name: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
  safe: z.boolean(),
});

/** The signed-in user as every screen sees it (spec 01 section 3, "Session user"). */
export const SessionUserSchema = z.object({
  id: z.string(),
  operator_id: z.string().nullable(),
  username: z.string(),
  handle: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  credits: z.number(),
  type: AccountTypeSchema,
  /** Comma-separated roles (operator, validator, founder, admin). */
  role: z.string(),
  roles: z.array(z.string()),
  company_status: CompanyStatusSchema.nullable(),
  company_name: z.string().nullable(),
  permissions: CompanyRepPermissionsSchema.nullable(),
  onboarding_completed: z.boolean(),
  character_report_completed: z.boolean(),
  cohort: z.string().nullable(),
  cv: CvInfoSchema.nullable(),
  created_at: z.string(),
  impersonated_by: z.string().nullable(),
  /** Whether sign-in asks for a TOTP code; the server always sends it. */
  two_factor_enabled: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  expires_at: z.string(),
  user: SessionUserSchema,
  message: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const MeResponseSchema = z.object({ success: z.literal(true), user: SessionUserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const LogoutResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type LogoutResponse = CommandAnswer<typeof LogoutResponseSchema>;

/** Claims of a Morphic access token. */
export const TokenClaimsSchema = z.object({
  sub: z.string(),
  jti: z.string(),
  type: AccountTypeSchema,
  role: z.string(),
  username: z.string(),
  impersonation: z.boolean().optional(),
  impersonator_id: z.string().optional(),
  iat: z.number(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;
