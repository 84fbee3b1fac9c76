import { FILE_DOWNLOAD, defineEndpoint } from '../http/define-endpoint';
import {
  ANSWER_KEY_FILES_FIELD,
  BankTaskCommandResponseSchema,
  BankTaskDeletedResponseSchema,
  BankTasksResponseSchema,
  SaveBankTaskRequestSchema,
} from './onboarding-bank-api';

/** The onboarding task bank of the System console (spec 03, onboarding tab). */
export const ONBOARDING_BANK_ENDPOINTS = {
  listTasks: defineEndpoint({
    method: 'GET',
    path: '/api/admin/onboarding/tasks',
    access: 'admin',
    summary: 'Every task of the onboarding bank, active or not',
    response: BankTasksResponseSchema,
  }),
  createTask: defineEndpoint({
    method: 'POST',
    path: '/api/admin/onboarding/tasks',
    access: 'admin',
    summary: 'Add a task to the onboarding bank',
    request: { body: SaveBankTaskRequestSchema },
    response: BankTaskCommandResponseSchema,
    successStatus: 201,
  }),
  updateTask: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/onboarding/tasks/{id}',
    access: 'admin',
    summary: 'Save a bank task (its active flag too: inactive tasks are not handed out)',
    request: { body: SaveBankTaskRequestSchema },
    response: BankTaskCommandResponseSchema,
  }),
  deleteTask: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/onboarding/tasks/{id}',
    access: 'admin',
    summary: 'Remove a task from the bank (attempts already made keep it)',
    response: BankTaskDeletedResponseSchema,
  }),
  uploadAnswerKey: defineEndpoint({
    method: 'POST',
    path: '/api/admin/onboarding/tasks/{id}/answer-key',
    access: 'admin',
    summary: 'Upload the task’s answer key (multipart files; replaces the earlier key)',
    request: { files: { name: ANSWER_KEY_FILES_FIELD, multiple: true, required: true } },
    response: BankTaskCommandResponseSchema,
  }),
  /** Beyond the spec: validators judge against the key, so they and admins may read it. */
  downloadAnswerKey: defineEndpoint({
    method: 'GET',
    path: '/api/admin/onboarding/tasks/{id}/answer-key/{fileName}',
    access: 'user',
    summary: 'One answer-key file, for validators and admins only',
    response: FILE_DOWNLOAD,
  }),
} as const;
