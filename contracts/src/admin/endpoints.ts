import { defineEndpoint } from '../http/define-endpoint';
import {
  AdminSettingsSchema,
  PublicSettingsSchema,
  SetCurrentCohortRequestSchema,
  SetOperatorsUnderConstructionRequestSchema,
  SettingsCommandResponseSchema,
  UpdateSettingsRequestSchema,
} from './api';
import { AdminOperatorsQuerySchema, AdminOperatorsResponseSchema } from './operators-api';

/** Platform settings and the admins' operator list. */
export const ADMIN_ENDPOINTS = {
  publicSettings: defineEndpoint({
    method: 'GET',
    path: '/api/settings/public',
    access: 'public',
    summary: 'The settings every page reads (current cohort, operators under construction)',
    response: PublicSettingsSchema,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/admin/settings',
    access: 'admin',
    summary: 'The platform settings, with who changed them last',
    response: AdminSettingsSchema,
  }),
  setCurrentCohort: defineEndpoint({
    method: 'POST',
    path: '/api/admin/settings/current_cohort',
    access: 'admin',
    summary: 'Set the cohort new operators join',
    request: { body: SetCurrentCohortRequestSchema },
    response: SettingsCommandResponseSchema,
  }),
  setOperatorsUnderConstruction: defineEndpoint({
    method: 'POST',
    path: '/api/admin/settings/operators-under-construction',
    access: 'admin',
    summary: 'Turn the operators-under-construction banner on or off',
    request: { body: SetOperatorsUnderConstructionRequestSchema },
    response: SettingsCommandResponseSchema,
  }),
  updateSettings: defineEndpoint({
    method: 'POST',
    path: '/api/admin/settings',
    access: 'admin',
    summary: 'Change either setting, or both, in the shape GET answers',
    request: { body: UpdateSettingsRequestSchema },
    response: SettingsCommandResponseSchema,
  }),
  operators: defineEndpoint({
    method: 'GET',
    path: '/api/admin/operators',
    access: 'admin',
    summary: 'Operators by handle, email or name, role and cohort, a page at a time',
    request: { query: AdminOperatorsQuerySchema },
    response: AdminOperatorsResponseSchema,
  }),
} as const;
