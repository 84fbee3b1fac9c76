import { defineEndpoint } from '../http/define-endpoint';
import {
  ProjectionRebuildProgressSchema,
  ProjectionsOverviewResponseSchema,
} from './projections-api';

/**
 * The read models' health and their online rebuild, for the System console's system-health tab
 * (beyond the spec, which shows a static placeholder there). Admin level, as every console
 * endpoint: founders hold it, and a rebuild changes no recorded fact (the read models are
 * derived from the log), so it needs no level of its own.
 */
export const PROJECTIONS_ENDPOINTS = {
  listProjections: defineEndpoint({
    method: 'GET',
    path: '/api/admin/projections',
    access: 'admin',
    summary:
      'Every projection with its version, generation, checkpoint, lag, state and online rebuild progress',
    response: ProjectionsOverviewResponseSchema,
  }),
  rebuildProjection: defineEndpoint({
    method: 'POST',
    path: '/api/admin/projections/{name}/rebuild',
    kind: 'action',
    access: 'admin',
    summary:
      'Rebuild one projection beside the live one and switch over when caught up (404 unknown, 409 one already running)',
    response: ProjectionRebuildProgressSchema,
    successStatus: 202,
  }),
} as const;
