import { defineEndpoint } from '../http/define-endpoint';
import {
  OpenValidationJobsQuerySchema,
  OperatorCompleteRequestSchema,
  ValidationJobCommandResponseSchema,
  ValidationJobsResponseSchema,
} from './api';

/** Validations: validators and founders list, claim and decide jobs. */
export const VALIDATION_ENDPOINTS = {
  openJobs: defineEndpoint({
    method: 'GET',
    path: '/api/validation/open',
    access: 'validator',
    summary: 'Jobs waiting for a validator, oldest first',
    request: { query: OpenValidationJobsQuerySchema },
    response: ValidationJobsResponseSchema,
  }),
  myJobs: defineEndpoint({
    method: 'GET',
    path: '/api/validation/my',
    access: 'validator',
    summary: 'The jobs the caller claimed',
    response: ValidationJobsResponseSchema,
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/api/validation/jobs/{entryId}/claim',
    access: 'validator',
    summary: 'Claim a job',
    response: ValidationJobCommandResponseSchema,
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/api/validation/jobs/{entryId}/operator-complete',
    access: 'validator',
    summary: 'Decide a claimed job: decision, score and report',
    request: { body: OperatorCompleteRequestSchema },
    response: ValidationJobCommandResponseSchema,
  }),
} as const;
