import { z } from 'zod';
import { defineEvent } from '../envelope';

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

export const CompanyRegistered = defineEvent(
  'CompanyRegistered',
  z.object({
    company_id: z.string(),
    company_name: z.string(),
    email: z.string(),
    industry: z.string().nullable(),
    company_size: z.string().nullable(),
    website: z.string().nullable(),
    description: z.string().nullable(),
    contact_person_name: z.string().nullable(),
    contact_person_role: z.string().nullable(),
    status: CompanyStatusSchema,
  }),
);

export const CompanyRepRegistered = defineEvent(
  'CompanyRepRegistered',
  z.object({
    rep_id: z.string(),
    company_id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    password_hash: z.string(),
    role: z.enum(['representative', 'manager', 'admin']),
    status: z.enum(['active', 'suspended', 'pending_verification']),
    permissions: CompanyRepPermissionsSchema,
  }),
);

export const companyEvents = [CompanyRegistered, CompanyRepRegistered] as const;
