/** The work-loop calls, as the marketplace, submission and validation pages make them. */
import type {
  ApplyResponse,
  AssignmentResponse,
  CreateTaskResponse,
  ValidationJobCommandResponse,
  ValidationJobsResponse,
} from '@morphic/contracts';
import type { Account } from './accounts';
import { ok, request, type HttpAnswer } from './http';

/** Refusals carry `{ success: false, error }`. */
export interface Refusal {
  readonly error?: string;
}

export type Answer<T> = HttpAnswer<T | Refusal>;

export const postMission = (url: string, poster: Account, title: string) =>
  request<CreateTaskResponse | Refusal>(url, 'POST', '/api/tasks', {
    token: poster.token,
    json: {
      title,
      description: 'Benchmark mission: upload one small file and submit it.',
      skills: 'python',
      reward_credits: 10,
    },
  });

export const takeMission = (url: string, operator: Account, missionId: string) =>
  request<ApplyResponse | Refusal>(url, 'POST', `/api/tasks/${missionId}/apply`, {
    token: operator.token,
    json: {},
  });

/** One small Python file, as the submission page uploads it. */
export function uploadFile(url: string, operator: Account, assignmentId: string) {
  const form = new FormData();
  form.append('files', new Blob(['print("solution")\n'], { type: 'text/x-python' }), 'task.py');
  return request<AssignmentResponse | Refusal>(
    url,
    'POST',
    `/api/marketplace/assignments/${assignmentId}/upload`,
    { token: operator.token, form },
  );
}

export const submitAssignment = (url: string, operator: Account, assignmentId: string) =>
  request<AssignmentResponse | Refusal>(
    url,
    'POST',
    `/api/marketplace/assignments/${assignmentId}/submit`,
    { token: operator.token, json: { submission_notes: 'Solution attached.' } },
  );

export const openJobs = (url: string, validator: Account) =>
  request<ValidationJobsResponse | Refusal>(url, 'GET', '/api/validation/open?limit=20', {
    token: validator.token,
  });

export const claimJob = (url: string, validator: Account, entryId: string) =>
  request<ValidationJobCommandResponse | Refusal>(
    url,
    'POST',
    `/api/validation/jobs/${entryId}/claim`,
    { token: validator.token },
  );

export type Decision = 'pass' | 'fail';

/** The assignment state a decision leads to. */
export const DECIDED_STATE = { pass: 'validated', fail: 'failed' } as const;

export const decideJob = (url: string, validator: Account, entryId: string, decision: Decision) =>
  request<ValidationJobCommandResponse | Refusal>(
    url,
    'POST',
    `/api/validation/jobs/${entryId}/operator-complete`,
    {
      token: validator.token,
      json: {
        decision,
        score: decision === 'pass' ? 0.9 : 0.3,
        report: decision === 'pass' ? 'Works as asked.' : 'The tests fail.',
      },
    },
  );

/** The body of a 2xx answer, typed as the success it is. */
export function succeeded<T>(answer: Answer<T>, what: string): T {
  return ok(answer, what) as T;
}

/** The validation entry id of a submitted assignment. */
export function entryIdOf(submitted: AssignmentResponse, assignmentId: string): string {
  const entryId = submitted.assignment.entry_id;
  if (!entryId) throw new Error(`Assignment ${assignmentId} was submitted without an entry id`);
  return entryId;
}
