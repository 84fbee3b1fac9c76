import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { IMPERSONATION_TEXTS } from '../spec/impersonation-texts';
import { SessionUserSchema } from './api';
import { hasAnyRole } from './roles';

/** Who an admin is about to act as: enough to decide whether that is allowed. */
export interface ImpersonationTarget {
  /** Effective roles (a founder recognised by username included). */
  readonly roles: readonly string[];
  readonly status: 'active' | 'suspended' | 'pending_verification';
}

/**
 * Why an account cannot be impersonated, or null when it can. Never another admin or founder
 * (spec 03, design section 7); a suspended account could not use the token anyway.
 */
export function impersonationRefusal(target: ImpersonationTarget): string | null {
  if (hasAnyRole(target.roles, ['admin', 'founder']))
    return IMPERSONATION_TEXTS.refusedAdminOrFounder;
  if (target.status === 'suspended') return IMPERSONATION_TEXTS.refusedSuspended;
  return null;
}

/** Answer of `POST /api/admin/operators/{id}/impersonate` and `.../impersonate/company-rep/{id}`. */
export const ImpersonationResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  expires_at: z.string(),
  user: SessionUserSchema,
  message: z.string(),
  /** The company-rep variant also names the user `company_rep`, as spec 03 reads it. */
  company_rep: SessionUserSchema.optional(),
});
export type ImpersonationResponse = CommandAnswer<typeof ImpersonationResponseSchema>;

/** Answer of `POST /api/admin/impersonation/switch-back`: a fresh session for the admin. */
export const SwitchBackResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  expires_at: z.string(),
  user: SessionUserSchema,
  message: z.string(),
});
export type SwitchBackResponse = CommandAnswer<typeof SwitchBackResponseSchema>;
