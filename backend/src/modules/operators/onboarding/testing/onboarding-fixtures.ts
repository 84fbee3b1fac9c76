import type { OnboardingTasksResponse, SessionUser } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { systemContext } from '../../../../infrastructure/commands/command-context';
import { ReadYourWrites } from '../../../../infrastructure/http/read-your-writes';
import { call, type TestApp } from '../../../../testing/test-app';
import { RegisterOperator } from '../../../identity/operator/commands/register-operator.handler';
import { claimJob, completeJob } from '../../../validation/testing/validation-fixtures';

export interface Operator {
  readonly token: string;
  readonly id: string;
}

const PASSWORD = 'Operator#Morphic2025';

/** A new operator account, signed in. */
export async function registerOperator(platform: TestApp, role = 'operator'): Promise<Operator> {
  const username = `op${randomUUID().slice(0, 8)}`;
  const { position } = await platform.app.get(CommandBus).execute(
    new RegisterOperator(
      {
        username,
        email: `${username}@morphic.example`,
        password: PASSWORD,
        fullName: `Operator ${username}`,
        role,
        age: null,
        education: null,
        university: null,
        cohort: null,
        emailVerified: true,
      },
      systemContext(),
    ),
  );
  await platform.app.get(ReadYourWrites).settled(position);
  const token = await platform.login(username, PASSWORD);
  const me = await call<{ user: SessionUser }>(platform.url, 'GET', '/api/auth/me', { token });
  return { token, id: me.body.user.id };
}

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
export async function submitAssignment(
  platform: TestApp,
  operator: Operator,
  assignmentId: string,
): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob(['print("solution")\n'], { type: 'text/x-python' }), 'task.py');
  const upload = await fetch(`${platform.url}/api/assignments/${assignmentId}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operator.token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`Upload failed: ${upload.status} ${await upload.text()}`);
  const submitted = await call<{ assignment: { entry_id: string | null } }>(
    platform.url,
    'POST',
    `/api/assignments/${assignmentId}/submit`,
    { token: operator.token, body: { submission_notes: 'Solution attached.' } },
  );
  const entryId = submitted.body.assignment?.entry_id;
  if (submitted.status !== 200 || !entryId) {
    throw new Error(`Submit failed: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  }
  return entryId;
}

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
