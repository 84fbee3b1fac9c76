import type { OnboardingTasksResponse } from '@morphic/contracts';
import { registerAccount, uploadAndSubmit } from '../../../../testing/accounts';
import { call, type TestApp, type SignedInAccount } from '../../../../testing/test-app';
import { claimJob, completeJob } from '../../../validation/testing/validation-fixtures';

export type Operator = SignedInAccount;

/** A new operator account, signed in. */
export const registerOperator = (platform: TestApp, role = 'operator'): Promise<Operator> =>
  registerAccount(platform, role);

/** Submits a character report listing these programming languages. */
export async function reportSkills(
  platform: TestApp,
  operator: Operator,
  languages: readonly string[],
): Promise<void> {
  const response = await call(
    platform.url,
    'POST',
    `/api/operators/${operator.id}/character-report`,
    {
      token: operator.token,
      body: {
        character_report: {
          technical_skills: {
            programming_languages: languages.map((name) => ({ name, proficiency: 'Advanced' })),
          },
          years_experience: '2-5',
        },
      },
    },
  );
  if (response.status !== 200) throw new Error(`Report refused: ${JSON.stringify(response.body)}`);
}

export const onboardingTasks = (platform: TestApp, operator: Operator) =>
  call<OnboardingTasksResponse & { error?: string }>(platform.url, 'GET', '/api/onboarding/tasks', {
    token: operator.token,
  });

export const dropSkill = (platform: TestApp, token: string, body: unknown) =>
  call<{ message: string; onboarding_completed: boolean; position: string | null; error?: string }>(
    platform.url,
    'POST',
    '/api/onboarding/drop-skill',
    { token, body },
  );

/** The operator uploads a file to the assignment and submits it; the validation entry id. */
export const submitAssignment = (platform: TestApp, operator: Operator, assignmentId: string) =>
  uploadAndSubmit(
    platform,
    operator,
    assignmentId,
    { name: 'task.py', content: 'print("solution")\n', type: 'text/x-python' },
    'Solution attached.',
  );

/** A validator claims the job and decides it, through the validation endpoints. */
export async function decide(
  platform: TestApp,
  validator: Operator,
  entryId: string,
  decision: 'pass' | 'fail',
): Promise<void> {
  const claimed = await claimJob(platform, validator, entryId);
  if (claimed.status !== 200) throw new Error(`Claim failed: ${JSON.stringify(claimed.body)}`);
  const decided = await completeJob(platform, validator, entryId, {
    decision,
    score: decision === 'pass' ? 0.9 : 0.2,
    report: decision === 'pass' ? 'Works as asked.' : 'The tests fail.',
  });
  if (decided.status !== 200) throw new Error(`Decision failed: ${JSON.stringify(decided.body)}`);
}
