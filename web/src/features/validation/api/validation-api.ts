import {
  LIMITS,
  VALIDATION_TEXTS,
  ValidationJobCommandResponseSchema,
  ValidationJobsResponseSchema,
  type ValidationJobCommandResponse,
  type ValidationJobsResponse,
} from '@morphic/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/token-store';
import type { DecisionBody } from '../decision-form';

const job = (entryId: string) => `/api/validation/jobs/${encodeURIComponent(entryId)}`;

export function fetchOpenJobs(signal?: AbortSignal): Promise<ValidationJobsResponse> {
  return apiRequest(
    `/api/validation/open?limit=${LIMITS.openValidationJobsLimit}`,
    ValidationJobsResponseSchema,
    { signal },
  );
}

export function fetchMyJobs(signal?: AbortSignal): Promise<ValidationJobsResponse> {
  return apiRequest('/api/validation/my', ValidationJobsResponseSchema, { signal });
}

export function claimJob(entryId: string): Promise<ValidationJobCommandResponse> {
  return apiRequest(`${job(entryId)}/claim`, ValidationJobCommandResponseSchema, {
    method: 'POST',
  });
}

export function completeJob(
  entryId: string,
  body: DecisionBody,
  idempotencyKey: string,
): Promise<ValidationJobCommandResponse> {
  return apiRequest(`${job(entryId)}/operator-complete`, ValidationJobCommandResponseSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });
}

/** A submitted file, for the validator who claimed its job. */
export async function downloadSubmissionFile(
  assignmentId: string,
  file: { readonly saved_name: string },
): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(
      `/api/assignments/${encodeURIComponent(assignmentId)}/files/${encodeURIComponent(file.saved_name)}`,
      { headers: token ? { Authorization: `Bearer ${token}` } : {} },
    );
  } catch {
    throw new ApiError('network', VALIDATION_TEXTS.downloadFailed, null, null);
  }
  if (!response.ok) {
    throw new ApiError('http', VALIDATION_TEXTS.downloadFailed, response.status, null);
  }
  return response.blob();
}
