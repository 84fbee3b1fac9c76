import { FILE_DOWNLOAD, defineEndpoint } from '../http/define-endpoint';
import { CV_FILE_FIELD } from '../identity/cv-file-kind';
import { SubmitCharacterReportRequestSchema } from './character-report';
import {
  BypassOnboardingResponseSchema,
  DropSkillRequestSchema,
  DropSkillResponseSchema,
  OnboardingTasksResponseSchema,
} from './onboarding-api';
import {
  CharacterReportResponseSchema,
  CvUploadResponseSchema,
  OperatorRecordResponseSchema,
  UpdateProfileRequestSchema,
  UpdateProfileResponseSchema,
} from './profile-api';

/** The operator's profile, CV, record, character report and onboarding. */
export const OPERATORS_ENDPOINTS = {
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/auth/profile',
    access: 'user',
    summary: 'Change the caller’s profile (absent fields stay, empty ones are cleared)',
    request: { body: UpdateProfileRequestSchema },
    response: UpdateProfileResponseSchema,
  }),
  uploadCv: defineEndpoint({
    method: 'POST',
    path: '/api/auth/profile/cv',
    access: 'user',
    summary: 'Upload or replace the caller’s CV (PDF or DOCX, at most 10 MB)',
    request: { files: { name: CV_FILE_FIELD, multiple: false, required: true } },
    response: CvUploadResponseSchema,
  }),
  downloadCv: defineEndpoint({
    method: 'GET',
    path: '/api/auth/profile/cv/download',
    access: 'user',
    summary: 'The caller’s CV, under the name it was uploaded with',
    response: FILE_DOWNLOAD,
  }),
  record: defineEndpoint({
    method: 'GET',
    path: '/api/operators/{id}',
    access: 'user',
    summary: 'An operator’s record (their own; admins read anyone’s)',
    response: OperatorRecordResponseSchema,
  }),
  submitCharacterReport: defineEndpoint({
    method: 'POST',
    path: '/api/operators/{id}/character-report',
    access: 'user',
    summary: 'Submit or update the caller’s own character report',
    request: { body: SubmitCharacterReportRequestSchema },
    response: CharacterReportResponseSchema,
  }),
  onboardingTasks: defineEndpoint({
    method: 'GET',
    path: '/api/onboarding/tasks',
    access: 'operator',
    summary: 'The caller’s onboarding tasks and status (starts onboarding on the first call)',
    response: OnboardingTasksResponseSchema,
  }),
  dropSkill: defineEndpoint({
    method: 'POST',
    path: '/api/onboarding/drop-skill',
    access: 'operator',
    summary: 'Drop a blocked skill from onboarding',
    request: { body: DropSkillRequestSchema },
    response: DropSkillResponseSchema,
  }),
  bypassOnboarding: defineEndpoint({
    method: 'POST',
    path: '/api/admin/operators/{id}/bypass-onboarding',
    access: 'admin',
    summary: 'Mark an operator’s onboarding and character report completed',
    response: BypassOnboardingResponseSchema,
  }),
} as const;
