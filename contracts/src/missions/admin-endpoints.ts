import { defineEndpoint, type FileField } from '../http/define-endpoint';
import { SUBMISSION_FILES_FIELD } from './assignment-api';
import {
  AdminAssignByUsernameRequestSchema,
  AdminAssignByUsernameResponseSchema,
  AdminCreateMissionRequestSchema,
  AdminDeleteMissionResponseSchema,
  AdminJiraTestUploadResponseSchema,
  AdminMissionCommandResponseSchema,
  AdminMissionStatsResponseSchema,
  AdminMissionStatusRequestSchema,
  AdminMissionsQuerySchema,
  AdminMissionsResponseSchema,
  AdminUpdateMissionRequestSchema,
  AdminUploadResponseSchema,
} from './admin-api';

const FILES: FileField = { name: SUBMISSION_FILES_FIELD, multiple: true, required: true };

/** The System console's Tasks (missions) tab and mission analysis screen (spec 03). */
export const MISSIONS_ADMIN_ENDPOINTS = {
  adminMissions: defineEndpoint({
    method: 'GET',
    path: '/api/admin/missions',
    access: 'admin',
    summary: 'Missions by title, description or id, status and owner, newest first, one page',
    request: { query: AdminMissionsQuerySchema },
    response: AdminMissionsResponseSchema,
  }),
  adminCreateMission: defineEndpoint({
    method: 'POST',
    path: '/api/admin/missions',
    access: 'admin',
    summary:
      'Post an open mission (title and description required; skills from JSON or the domain tags)',
    request: { body: AdminCreateMissionRequestSchema },
    response: AdminMissionCommandResponseSchema,
    successStatus: 201,
  }),
  adminUpdateMission: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/missions/{id}',
    access: 'admin',
    summary: 'Edit a mission (fields left out keep their value)',
    request: { body: AdminUpdateMissionRequestSchema },
    response: AdminMissionCommandResponseSchema,
  }),
  adminDeleteMission: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/missions/{id}',
    access: 'admin',
    summary: 'Withdraw a mission nobody holds (409 while an assignment holds it)',
    response: AdminDeleteMissionResponseSchema,
  }),
  adminMissionStatus: defineEndpoint({
    method: 'POST',
    path: '/api/admin/missions/{id}/status',
    access: 'admin',
    summary: 'Set the mission’s status (any; open frees it from the assignment holding it)',
    request: { body: AdminMissionStatusRequestSchema },
    response: AdminMissionCommandResponseSchema,
  }),
  adminAssignMission: defineEndpoint({
    method: 'POST',
    path: '/api/admin/missions/{id}/assign-by-username',
    access: 'admin',
    summary: 'Assign the mission to an operator by username, as if they took it',
    request: { body: AdminAssignByUsernameRequestSchema },
    response: AdminAssignByUsernameResponseSchema,
  }),
  adminCloneMission: defineEndpoint({
    method: 'POST',
    path: '/api/admin/missions/{id}/clone',
    access: 'admin',
    summary: 'A new open mission with the same fields, its title marked as a copy',
    response: AdminMissionCommandResponseSchema,
    successStatus: 201,
  }),
  adminMissionStats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/missions/{id}/stats',
    access: 'admin',
    summary:
      'The mission analysis: assignments with their files, validations, operator questions, company and Jira',
    response: AdminMissionStatsResponseSchema,
  }),
  adminMissionUploadTest: defineEndpoint({
    method: 'POST',
    path: '/api/admin/missions/{id}/upload-test',
    access: 'admin',
    summary: 'Upload files to the platform’s private store for the mission (admins only see them)',
    request: { files: FILES },
    response: AdminUploadResponseSchema,
  }),
  adminMissionJiraTestUpload: defineEndpoint({
    method: 'POST',
    path: '/api/admin/missions/{id}/upload-to-jira-test',
    access: 'admin',
    summary: 'Attach files to the mission’s Jira issue through its company’s Jira account',
    request: { files: FILES },
    response: AdminJiraTestUploadResponseSchema,
  }),
  adminAssignmentUpload: defineEndpoint({
    method: 'POST',
    path: '/api/admin/assignments/{id}/upload',
    access: 'admin',
    summary: 'Add files to an assignment as an admin (kept private to admins)',
    request: { files: FILES },
    response: AdminUploadResponseSchema,
  }),
} as const;
