import {
  LIMITS,
  type SessionUser,
  type ValidationDecision,
  type ValidationJob,
  type ValidationJobsResponse,
} from '@morphic/contracts';
import type { EventData } from '@morphic/contracts/server';
import { createMissionAssignment } from '../../../testing/assignments';
import { registerAccount, uploadAndSubmit } from '../../../testing/accounts';
import { call, type TestApp, type SignedInAccount } from '../../../testing/test-app';

/** A signed-in account of the test app. */
export type Caller = SignedInAccount;

export async function signIn(platform: TestApp, username: string, password: string) {
  const token = await platform.login(username, password);
  const me = await call<{ user: SessionUser }>(platform.url, 'GET', '/api/auth/me', { token });
  return { token, id: me.body.user.id, credits: me.body.user.credits };
}

/** New accounts with the validator role, signed in. */
export const registerValidators = (platform: TestApp, count: number): Promise<Caller[]> =>
  Promise.all(Array.from({ length: count }, () => registerAccount(platform, 'validator')));

export interface SubmittedWork {
  readonly assignmentId: string;
  readonly entryId: string;
  readonly title: string;
}

/**
 * An assignment of `operator` (created as the marketplace or onboarding would create it),
 * with one file uploaded and submitted through the assignment endpoints.
 */
export async function submitWork(
  platform: TestApp,
  operator: Caller,
  task: Partial<EventData<'TaskTaken'>> = {},
): Promise<SubmittedWork> {
  const { assignmentId, title } = await createMissionAssignment(platform, operator.id, task);
  return { assignmentId, entryId: await submitSolution(platform, operator, assignmentId), title };
}

/** One file uploaded to the operator's assignment and submitted; the validation entry's id. */
export const submitSolution = (platform: TestApp, operator: Caller, assignmentId: string) =>
  uploadAndSubmit(
    platform,
    operator,
    assignmentId,
    { name: 'report.py', content: 'print("anomalies")\n', type: 'text/x-python' },
    'The notebook is in report.py.',
  );

export const openJobs = (platform: TestApp, caller: Caller, limit?: number) =>
  call<ValidationJobsResponse>(
    platform.url,
    'GET',
    `/api/validation/open?limit=${limit ?? LIMITS.openValidationJobsLimit}`,
    { token: caller.token },
  );

export const myJobs = (platform: TestApp, caller: Caller) =>
  call<ValidationJobsResponse>(platform.url, 'GET', '/api/validation/my', { token: caller.token });

export const claimJob = (platform: TestApp, caller: Caller, entryId: string) =>
  call<{ job: ValidationJob; error?: string }>(
    platform.url,
    'POST',
    `/api/validation/jobs/${entryId}/claim`,
    { token: caller.token },
  );

export const completeJob = (
  platform: TestApp,
  caller: Caller,
  entryId: string,
  body: Record<string, unknown>,
) =>
  call<{ job: ValidationJob; error?: string; position?: string }>(
    platform.url,
    'POST',
    `/api/validation/jobs/${entryId}/operator-complete`,
    { token: caller.token, body },
  );

/** The validator claims the submitted work and decides it; throws unless both answer 200. */
export async function claimAndDecide(
  platform: TestApp,
  validator: Caller,
  entryId: string,
  decision: { decision: ValidationDecision; score: number; report: string },
): Promise<void> {
  const claimed = await claimJob(platform, validator, entryId);
  if (claimed.status !== 200) throw new Error(`Claim failed: ${claimed.status}`);
  const decided = await completeJob(platform, validator, entryId, decision);
  if (decided.status !== 200) throw new Error(`Decision failed: ${decided.status}`);
}
