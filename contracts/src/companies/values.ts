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

const everyPermission = (granted: boolean) =>
  Object.fromEntries(
    COMPANY_REP_PERMISSIONS.map((flag) => [flag, granted]),
  ) as CompanyRepPermissions;

/** Every permission flag set: what a company's own sign-up and an admin's new rep get. */
export const ALL_COMPANY_REP_PERMISSIONS = everyPermission(true);
export const NO_COMPANY_REP_PERMISSIONS = everyPermission(false);

/** Spec 03 section "Company": the company size bands. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const CompanySizeSchema = z.enum(COMPANY_SIZES);
export type CompanySize = z.infer<typeof CompanySizeSchema>;

export const COMPANY_REP_ROLES = ['representative', 'manager', 'admin'] as const;
export const CompanyRepRoleSchema = z.enum(COMPANY_REP_ROLES);
export type CompanyRepRole = z.infer<typeof CompanyRepRoleSchema>;

export const COMPANY_REP_STATUSES = ['active', 'suspended', 'pending_verification'] as const;
export const CompanyRepStatusSchema = z.enum(COMPANY_REP_STATUSES);
export type CompanyRepStatus = z.infer<typeof CompanyRepStatusSchema>;
