import { FILE_DOWNLOAD, defineEndpoint } from '../http/define-endpoint';

/**
 * The System console's CSV downloads (spec 03, data-export tab), streamed by the server:
 * admins only, every formula-looking cell neutralised.
 */
export const EXPORTS_ENDPOINTS = {
  operators: defineEndpoint({
    method: 'GET',
    path: '/api/admin/exports/operators.csv',
    access: 'admin',
    summary: 'Every operator account as CSV (no password, 2FA or token column)',
    response: FILE_DOWNLOAD,
  }),
  missions: defineEndpoint({
    method: 'GET',
    path: '/api/admin/exports/missions.csv',
    access: 'admin',
    summary: 'Every mission as CSV',
    response: FILE_DOWNLOAD,
  }),
  assignments: defineEndpoint({
    method: 'GET',
    path: '/api/admin/exports/assignments.csv',
    access: 'admin',
    summary: 'Every assignment (missions and onboarding tasks) as CSV',
    response: FILE_DOWNLOAD,
  }),
  validations: defineEndpoint({
    method: 'GET',
    path: '/api/admin/exports/validations.csv',
    access: 'admin',
    summary: 'Every validation job as CSV',
    response: FILE_DOWNLOAD,
  }),
  joined: defineEndpoint({
    method: 'GET',
    path: '/api/admin/exports/joined.csv',
    access: 'admin',
    summary: 'One row per assignment with its operator and mission columns, as CSV',
    response: FILE_DOWNLOAD,
  }),
} as const;

export type ExportName = keyof typeof EXPORTS_ENDPOINTS;
export const EXPORT_NAMES = Object.keys(EXPORTS_ENDPOINTS) as ExportName[];
