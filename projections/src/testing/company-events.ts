import type { CompanyRepPermissions } from '@morphic/contracts';
import type { EventData } from '@morphic/contracts/server';

/** A company's `CompanyRegistered` data: Acme Robotics (`co-acme`) unless overridden. */
export const companyData = (
  overrides: Partial<EventData<'CompanyRegistered'>> = {},
): EventData<'CompanyRegistered'> => ({
  company_id: 'co-acme',
  company_name: 'Acme Robotics',
  email: 'hello@acme.io',
  industry: 'Robotics',
  company_size: '11-50',
  website: 'https://acme.io',
  description: 'Warehouse robots',
  contact_person_name: 'Grace Hopper',
  contact_person_role: 'CTO',
  status: 'pending_verification',
  ...overrides,
});

/** An admin's `CompanyUpdated` data for Acme Robotics, with these details changed. */
export const companyUpdateData = (
  overrides: Partial<EventData<'CompanyUpdated'>> = {},
): EventData<'CompanyUpdated'> => {
  const { status: _status, password_hash: _hash, ...details } = companyData();
  return { ...details, ...overrides };
};

/** A representative's `CompanyRepRegistered` data, with these permission flags changed. */
export const companyRepData = (
  repId: string,
  companyId = 'co-acme',
  permissions: Partial<CompanyRepPermissions> = {},
): EventData<'CompanyRepRegistered'> => ({
  rep_id: repId,
  company_id: companyId,
  email: `${repId}@acme.io`,
  first_name: 'Grace',
  last_name: 'Hopper',
  phone: null,
  password_hash: '$argon2id$v=19$m=65536,t=3,p=4$x',
  role: 'representative',
  status: 'active',
  permissions: {
    can_view_tasks: true,
    can_manage_tasks: false,
    can_view_payments: false,
    can_manage_payments: false,
    can_view_reports: false,
    can_submit_complaints: true,
    ...permissions,
  },
});
