import {
  MESSAGES,
  MISSIONS_ENDPOINTS,
  SUBMISSION_FILES_FIELD,
  type AskQuestionResponse,
  type AssignmentCommandResponse,
  type AssignmentResponse,
  type ConversationHistoryResponse,
  type OperatorAssignmentsResponse,
  type UploadFilesResponse,
} from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { endpointUrl } from '../../../lib/api/endpoint-url';
import { uploadWithProgress } from '../../../lib/api/upload-with-progress';
import { ApiError } from '../../../lib/api-client';
import { fileNameFromDisposition } from '../../profile/cv-files';

/** Onboarding work and marketplace work are submitted under their own paths (spec 02 section 7). */
export type SubmissionKind = 'task' | 'marketplace';

const UPLOAD = {
  task: MISSIONS_ENDPOINTS.upload,
  marketplace: MISSIONS_ENDPOINTS.marketplaceUpload,
};
const SUBMIT = {
  task: MISSIONS_ENDPOINTS.submit,
  marketplace: MISSIONS_ENDPOINTS.marketplaceSubmit,
};

export function fetchAssignment(id: string, signal?: AbortSignal): Promise<AssignmentResponse> {
  return callEndpoint(MISSIONS_ENDPOINTS.assignment, { params: { id }, signal });
}

export function fetchOperatorAssignments(
  operatorId: string,
  signal?: AbortSignal,
): Promise<OperatorAssignmentsResponse> {
  return callEndpoint(MISSIONS_ENDPOINTS.operatorAssignments, {
    params: { id: operatorId },
    signal,
  });
}

export function fetchConversationHistory(
  id: string,
  signal?: AbortSignal,
): Promise<ConversationHistoryResponse> {
  return callEndpoint(MISSIONS_ENDPOINTS.conversationHistory, { params: { id }, signal });
}

/** Sends the files as multipart `files`, reporting the upload's progress (0 to 1). */
export function uploadSubmissionFiles(
  kind: SubmissionKind,
  id: string,
  files: readonly File[],
  options: { readonly token: string; readonly onProgress: (fraction: number) => void },
): Promise<UploadFilesResponse> {
  const form = new FormData();
  for (const file of files) form.append(SUBMISSION_FILES_FIELD, file, file.name);
  return uploadWithProgress(UPLOAD[kind], { params: { id }, form, ...options });
}

export function removeSubmissionFile(
  id: string,
  savedName: string,
): Promise<AssignmentCommandResponse> {
  return callEndpoint(MISSIONS_ENDPOINTS.removeFile, { params: { id, fileName: savedName } });
}

export function submitAssignment(
  kind: SubmissionKind,
  id: string,
  notes: string,
): Promise<AssignmentCommandResponse> {
  return callEndpoint(SUBMIT[kind], { params: { id }, body: { submission_notes: notes } });
}

export function assignmentCommand(
  id: string,
  action: 'unsubmit' | 'release' | 'retry',
): Promise<AssignmentCommandResponse> {
  return callEndpoint(MISSIONS_ENDPOINTS[action], { params: { id } });
}

export function askQuestion(id: string, question: string): Promise<AskQuestionResponse> {
  return callEndpoint(MISSIONS_ENDPOINTS.askQuestion, { params: { id }, body: { question } });
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
    response = await fetch(
      endpointUrl(MISSIONS_ENDPOINTS.downloadFile, { id, fileName: savedName }),
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
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
