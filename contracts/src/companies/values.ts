import { z } from 'zod';

export const CompanyStatusSchema = z.enum(['pending_verification', 'active', 'suspended']);
export type CompanyStatus = z.infer<typeof CompanyStatusSchema>;

export const COMPANY_REP_PERMISSIONS = [
  'can_view_tasks',
  'can_manage_tasks',
  'can_view_payments',
  'can_manage_payments',
  'can_view_reports',
  'can_submit_complaints',
] as const;
export const CompanyRepPermissionsSchema = z.object(
  Object.fromEntries(COMPANY_REP_PERMISSIONS.map((flag) => [flag, z.boolean()])) as Record<
    (typeof COMPANY_REP_PERMISSIONS)[number],
    z.ZodBoolean
  >,
);
export type CompanyRepPermissions = z.infer<typeof CompanyRepPermissionsSchema>;
