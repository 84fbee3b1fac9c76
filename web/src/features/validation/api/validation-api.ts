import {
  LIMITS,
  MISSIONS_ENDPOINTS,
  VALIDATION_ENDPOINTS,
  VALIDATION_TEXTS,
  type ValidationJobCommandResponse,
  type ValidationJobsResponse,
} from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { endpointUrl } from '../../../lib/api/endpoint-url';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/token-store';
import type { DecisionBody } from '../decision-form';

export function fetchOpenJobs(signal?: AbortSignal): Promise<ValidationJobsResponse> {
  return callEndpoint(VALIDATION_ENDPOINTS.openJobs, {
    query: { limit: LIMITS.openValidationJobsLimit },
    signal,
  });
}

export function fetchMyJobs(signal?: AbortSignal): Promise<ValidationJobsResponse> {
  return callEndpoint(VALIDATION_ENDPOINTS.myJobs, { signal });
}

export function claimJob(entryId: string): Promise<ValidationJobCommandResponse> {
  return callEndpoint(VALIDATION_ENDPOINTS.claim, { params: { entryId } });
}

export function completeJob(
  entryId: string,
  body: DecisionBody,
  idempotencyKey: string,
): Promise<ValidationJobCommandResponse> {
  return callEndpoint(VALIDATION_ENDPOINTS.complete, {
    params: { entryId },
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
      endpointUrl(MISSIONS_ENDPOINTS.downloadFile, {
        id: assignmentId,
        fileName: file.saved_name,
      }),
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
