import { z } from 'zod';
import { defineEvent } from '../envelope';
import { CompanyRepPermissionsSchema, CompanyStatusSchema } from './values';

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
