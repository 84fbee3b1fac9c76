import { defineEndpoint } from '../http/define-endpoint';
import {
  AlgorithmConfigDocsResponseSchema,
  AlgorithmConfigResponseSchema,
  ReloadAlgorithmConfigResponseSchema,
  SaveAlgorithmSectionRequestSchema,
  SaveAlgorithmSectionResponseSchema,
} from './algorithms-api';

/** The algorithms tab: the matching and onboarding parameters, by section. */
export const ALGORITHMS_ENDPOINTS = {
  config: defineEndpoint({
    method: 'GET',
    path: '/api/admin/algorithms/config',
    access: 'admin',
    summary: 'Each algorithm section with its values, and who saved them when',
    response: AlgorithmConfigResponseSchema,
  }),
  docs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/algorithms/config/docs',
    access: 'admin',
    summary: 'What each parameter means, its range, default and environment variable',
    response: AlgorithmConfigDocsResponseSchema,
  }),
  saveSection: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/algorithms/config/{section}',
    access: 'admin',
    summary: 'Save one section’s parameters (each checked against its range)',
    request: { body: SaveAlgorithmSectionRequestSchema },
    response: SaveAlgorithmSectionResponseSchema,
  }),
  reload: defineEndpoint({
    method: 'POST',
    path: '/api/admin/algorithms/config/reload',
    access: 'admin',
    summary: 'Drop every saved section: the environment’s values apply again',
    response: ReloadAlgorithmConfigResponseSchema,
  }),
} as const;
