import { defineEndpoint } from '../http/define-endpoint';
import {
  DeleteOperatorResponseSchema,
  ResetOnboardingResponseSchema,
} from './operator-removal-api';

/** Deleting an operator and resetting their onboarding (System console, spec 03). */
export const OPERATOR_REMOVAL_ENDPOINTS = {
  deleteOperator: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/operators/{id}',
    access: 'admin',
    summary:
      'Delete an operator: personal data anonymised in every read model, sessions ended, handle and email free again (409 for oneself or a configured founder)',
    response: DeleteOperatorResponseSchema,
  }),
  resetOnboarding: defineEndpoint({
    method: 'POST',
    path: '/api/admin/operators/{id}/reset-onboarding',
    access: 'admin',
    summary:
      'Clear an operator’s onboarding progress and drop its onboarding assignments; the character report is asked for again',
    response: ResetOnboardingResponseSchema,
  }),
} as const;
