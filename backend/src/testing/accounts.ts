import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { systemContext } from '#infrastructure/commands/command-context';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { RegisterOperator } from '../modules/identity/operator/commands/register-operator.handler';
import { DEMO_PASSWORDS, call, type SignedInAccount, type TestApp } from './test-app';

export const TEST_ACCOUNT_PASSWORD = 'Operator#Morphic2025';

/**
 * A new account with a verified email and this role (operator, validator, ...), registered
 * through the product's command and signed in.
 */
export async function registerAccount(
  platform: TestApp,
  role = 'operator',
  options: { readonly email?: string } = {},
): Promise<SignedInAccount & { readonly username: string }> {
  const username = `${role.slice(0, 3)}${randomUUID().slice(0, 8)}`;
  const { operatorId, position } = await platform.app.get(CommandBus).execute(
    new RegisterOperator(
      {
        username,
        email: options.email ?? `${username}@morphic.example`,
        password: TEST_ACCOUNT_PASSWORD,
        fullName: `Test ${username}`,
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
  return {
    token: await platform.login(username, TEST_ACCOUNT_PASSWORD),
    id: operatorId,
    username,
  };
}

export interface SubmissionFile {
  readonly name: string;
  readonly content: string;
  readonly type: string;
}

/** Uploads one file to the operator's assignment through the HTTP API. */
export async function uploadSubmissionFile(
  platform: TestApp,
  operator: SignedInAccount,
  assignmentId: string,
  file: SubmissionFile,
): Promise<void> {
  const form = new FormData();
  form.append('files', new Blob([file.content], { type: file.type }), file.name);
  const upload = await fetch(`${platform.url}/api/assignments/${assignmentId}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operator.token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`Upload failed: ${upload.status} ${await upload.text()}`);
}

/** Uploads one file to the assignment and submits it, through the HTTP API; the validation entry id. */
export async function uploadAndSubmit(
  platform: TestApp,
  operator: SignedInAccount,
  assignmentId: string,
  file: SubmissionFile,
  notes: string,
): Promise<string> {
  await uploadSubmissionFile(platform, operator, assignmentId, file);
  const submitted = await call<{ assignment: { entry_id: string | null } }>(
    platform.url,
    'POST',
    `/api/assignments/${assignmentId}/submit`,
    { token: operator.token, body: { submission_notes: notes } },
  );
  const entryId = submitted.body.assignment?.entry_id;
  if (submitted.status !== 200 || !entryId) {
    throw new Error(`Submit failed: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  }
  return entryId;
}

/** A new operator whose onboarding an admin bypassed: free to take marketplace tasks. */
export async function registerOnboardedOperator(
  platform: TestApp,
): Promise<SignedInAccount & { readonly username: string }> {
  const operator = await registerAccount(platform);
  const admin = await platform.login('admin', DEMO_PASSWORDS.admin);
  const bypassed = await call(
    platform.url,
    'POST',
    `/api/admin/operators/${operator.id}/bypass-onboarding`,
    { token: admin },
  );
  if (bypassed.status !== 200) throw new Error(`Bypass onboarding failed: ${bypassed.status}`);
  return operator;
}
