import { defineEndpoint } from '../http/define-endpoint';
import { CreateTaskResponseSchema } from '../missions/marketplace-api';
import {
  CompanyMissionsQuerySchema,
  CompanyMissionsResponseSchema,
  CompanyOperatorsResponseSchema,
  CompanyTaskRequestSchema,
  TaskJiraLinkRequestSchema,
  TaskJiraLinkResponseSchema,
} from './rep-work-api';

/**
 * A company representative's work: the company's missions, vetted operators, new tasks. Each
 * answers 423 while the company is not active and 403 without the permission it needs.
 */
export const COMPANY_REP_WORK_ENDPOINTS = {
  companyMissions: defineEndpoint({
    method: 'GET',
    path: '/api/company-reps/me/missions',
    access: 'company_rep',
    summary:
      'The company’s missions (status: open, assigned, in_progress, completed); payments with can_view_payments',
    request: { query: CompanyMissionsQuerySchema },
    response: CompanyMissionsResponseSchema,
  }),
  companyOperators: defineEndpoint({
    method: 'GET',
    path: '/api/company-reps/operators',
    access: 'company_rep',
    summary: 'Vetted operators: onboarding completed, active',
    response: CompanyOperatorsResponseSchema,
  }),
  createCompanyTask: defineEndpoint({
    method: 'POST',
    path: '/api/company-reps/me/tasks',
    access: 'company_rep',
    summary:
      'Post a task for the company to the marketplace (needs can_manage_tasks); with jira_key it follows that existing Jira issue',
    request: { body: CompanyTaskRequestSchema },
    response: CreateTaskResponseSchema,
  }),
  linkTaskJiraIssue: defineEndpoint({
    method: 'POST',
    path: '/api/company-reps/me/tasks/{id}/jira-link',
    access: 'company_rep',
    summary:
      'Link one of the company’s tasks to an existing issue of its Jira (needs can_manage_tasks; 409 when Jira is not connected or the issue follows another task, 404 for an unknown issue or another company’s task)',
    request: { body: TaskJiraLinkRequestSchema },
    response: TaskJiraLinkResponseSchema,
  }),
} as const;
