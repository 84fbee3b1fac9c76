import {
  type AskQuestionResponse,
  AskQuestionResponseSchema,
  type AssignmentCommandResponse,
  AssignmentCommandResponseSchema,
  type AssignmentResponse,
  AssignmentResponseSchema,
  type ConversationHistoryResponse,
  ConversationHistoryResponseSchema,
  type OperatorAssignmentsResponse,
  OperatorAssignmentsResponseSchema,
  type UploadFilesResponse,
  UploadFilesResponseSchema,
  MESSAGES,
} from '@morphic/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { fileNameFromDisposition } from '../../profile/cv-files';

/** Onboarding work and marketplace work are submitted under their own paths (spec 02 section 7). */
export type SubmissionKind = 'task' | 'marketplace';

const assignmentPath = (id: string) => `/api/assignments/${encodeURIComponent(id)}`;
const commandPath = (kind: SubmissionKind, id: string, action: 'upload' | 'submit') =>
  kind === 'marketplace'
    ? `/api/marketplace/assignments/${encodeURIComponent(id)}/${action}`
    : `${assignmentPath(id)}/${action}`;

export function fetchAssignment(id: string, signal?: AbortSignal): Promise<AssignmentResponse> {
  return apiRequest(assignmentPath(id), AssignmentResponseSchema, { signal });
}

export function fetchOperatorAssignments(
  operatorId: string,
  signal?: AbortSignal,
): Promise<OperatorAssignmentsResponse> {
  return apiRequest(
    `/api/operators/${encodeURIComponent(operatorId)}/assignments`,
    OperatorAssignmentsResponseSchema,
    { signal },
  );
}

export function fetchConversationHistory(
  id: string,
  signal?: AbortSignal,
): Promise<ConversationHistoryResponse> {
  return apiRequest(
    `${assignmentPath(id)}/conversation-history`,
    ConversationHistoryResponseSchema,
    {
      signal,
    },
  );
}

/** Sends the files as multipart `files`, reporting the upload's progress (0 to 1). */
export function uploadSubmissionFiles(
  kind: SubmissionKind,
  id: string,
  files: readonly File[],
  options: { readonly token: string; readonly onProgress: (fraction: number) => void },
): Promise<UploadFilesResponse> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return uploadWithProgress(
    commandPath(kind, id, 'upload'),
    form,
    UploadFilesResponseSchema,
    options,
  );
}

export function removeSubmissionFile(
  id: string,
  savedName: string,
): Promise<AssignmentCommandResponse> {
  return apiRequest(
    `${assignmentPath(id)}/files/${encodeURIComponent(savedName)}`,
    AssignmentCommandResponseSchema,
    { method: 'DELETE' },
  );
}

export function submitAssignment(
  kind: SubmissionKind,
  id: string,
  notes: string,
): Promise<AssignmentCommandResponse> {
  return apiRequest(commandPath(kind, id, 'submit'), AssignmentCommandResponseSchema, {
    method: 'POST',
    body: { submission_notes: notes },
  });
}

export function assignmentCommand(
  id: string,
  action: 'unsubmit' | 'release' | 'retry',
): Promise<AssignmentCommandResponse> {
  return apiRequest(`${assignmentPath(id)}/${action}`, AssignmentCommandResponseSchema, {
    method: 'POST',
  });
}

export function askQuestion(id: string, question: string): Promise<AskQuestionResponse> {
  return apiRequest(`${assignmentPath(id)}/ask-question`, AskQuestionResponseSchema, {
    method: 'POST',
    body: { question },
  });
}

/** A submission file's content, named as the server suggests (else `fallbackName`). */
export async function downloadSubmissionFile(
  token: string,
  id: string,
  savedName: string,
  fallbackName: string,
): Promise<{ content: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`${assignmentPath(id)}/files/${encodeURIComponent(savedName)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    throw new ApiError('network', MESSAGES.networkError, null, null);
  }
  if (!response.ok) {
    throw new ApiError('http', `Request failed (${response.status})`, response.status, null);
  }
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  return { content: await response.blob(), fileName };
}
