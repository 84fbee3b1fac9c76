import { FILE_DOWNLOAD, defineEndpoint, type FileField } from '../http/define-endpoint';
import {
  AskQuestionRequestSchema,
  AskQuestionResponseSchema,
  AssignmentCommandResponseSchema,
  AssignmentResponseSchema,
  ConversationHistoryResponseSchema,
  OperatorAssignmentsResponseSchema,
  SUBMISSION_FILES_FIELD,
  SubmitRequestSchema,
  UploadFilesResponseSchema,
  ValidationStatusResponseSchema,
} from './assignment-api';
import {
  ApplyRequestSchema,
  ApplyResponseSchema,
  CreateTaskRequestSchema,
  CreateTaskResponseSchema,
  MissionResponseSchema,
  RecommendationsQuerySchema,
  RecommendationsResponseSchema,
} from './marketplace-api';

const SUBMISSION_FILES: FileField = {
  name: SUBMISSION_FILES_FIELD,
  multiple: true,
  required: true,
};

/** The marketplace page's paths for the same upload and submit (spec 02 section 7). */
export const MARKETPLACE_UPLOAD_PATH = '/api/marketplace/assignments/{id}/upload';
export const MARKETPLACE_SUBMIT_PATH = '/api/marketplace/assignments/{id}/submit';

/** Missions, the marketplace, and the operator's work on an assignment. */
export const MISSIONS_ENDPOINTS = {
  recommendations: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/recommendations',
    access: 'user',
    summary:
      'Marketplace missions ranked for the caller (q: title, description or tag contains); onboarded operators, founders, and company reps read only',
    request: { query: RecommendationsQuerySchema },
    response: RecommendationsResponseSchema,
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/api/tasks/{id}/apply',
    access: 'operator',
    summary: 'Take a marketplace mission',
    request: { body: ApplyRequestSchema },
    response: ApplyResponseSchema,
  }),
  createTask: defineEndpoint({
    method: 'POST',
    path: '/api/tasks',
    access: 'operator',
    summary: 'Post a task to the marketplace',
    request: { body: CreateTaskRequestSchema },
    response: CreateTaskResponseSchema,
  }),
  mission: defineEndpoint({
    method: 'GET',
    path: '/api/missions/{id}',
    access: 'user',
    summary: 'A mission with its assignments',
    response: MissionResponseSchema,
  }),
  operatorAssignments: defineEndpoint({
    method: 'GET',
    path: '/api/operators/{id}/assignments',
    access: 'user',
    summary: 'An operator’s assignments (their own; admins read anyone’s)',
    response: OperatorAssignmentsResponseSchema,
  }),
  assignment: defineEndpoint({
    method: 'GET',
    path: '/api/assignments/{id}',
    access: 'user',
    summary: 'An assignment',
    response: AssignmentResponseSchema,
  }),
  validationStatus: defineEndpoint({
    method: 'GET',
    path: '/api/assignments/{id}/validation-status',
    access: 'user',
    summary: 'An assignment’s validation status, score and feedback',
    response: ValidationStatusResponseSchema,
  }),
  conversationHistory: defineEndpoint({
    method: 'GET',
    path: '/api/assignments/{id}/conversation-history',
    access: 'user',
    summary: 'The questions asked about an assignment',
    response: ConversationHistoryResponseSchema,
  }),
  askQuestion: defineEndpoint({
    method: 'POST',
    path: '/api/assignments/{id}/ask-question',
    access: 'operator',
    summary: 'Ask the company a question about the caller’s assignment',
    request: { body: AskQuestionRequestSchema },
    response: AskQuestionResponseSchema,
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/assignments/{id}/upload',
    aliases: [MARKETPLACE_UPLOAD_PATH],
    access: 'operator',
    summary: 'Add submission files to the caller’s assignment',
    request: { files: SUBMISSION_FILES },
    response: UploadFilesResponseSchema,
  }),
  removeFile: defineEndpoint({
    method: 'DELETE',
    path: '/api/assignments/{id}/files/{fileName}',
    access: 'operator',
    summary: 'Remove a submission file from the caller’s assignment',
    response: AssignmentCommandResponseSchema,
  }),
  downloadFile: defineEndpoint({
    method: 'GET',
    path: '/api/assignments/{id}/files/{fileName}',
    access: 'user',
    summary: 'A submission file, under its original name',
    response: FILE_DOWNLOAD,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/assignments/{id}/submit',
    aliases: [MARKETPLACE_SUBMIT_PATH],
    access: 'operator',
    summary: 'Submit the caller’s assignment for validation',
    request: { body: SubmitRequestSchema },
    response: AssignmentCommandResponseSchema,
  }),
  unsubmit: defineEndpoint({
    method: 'POST',
    path: '/api/assignments/{id}/unsubmit',
    access: 'operator',
    summary: 'Take back a submission that is still waiting for validation',
    response: AssignmentCommandResponseSchema,
  }),
  release: defineEndpoint({
    method: 'POST',
    path: '/api/assignments/{id}/release',
    access: 'operator',
    summary: 'Give the caller’s assignment up',
    response: AssignmentCommandResponseSchema,
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: '/api/assignments/{id}/retry',
    access: 'operator',
    summary: 'Work on a failed assignment again',
    response: AssignmentCommandResponseSchema,
  }),
} as const;
