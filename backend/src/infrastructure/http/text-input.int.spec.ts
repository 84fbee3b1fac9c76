import { HTTP_TEXTS } from '@morphic/contracts';
import type { EventStore } from '@morphic/stores';
import { createMissionAssignment } from '../../testing/assignments';
import { minimalPdf, uploadFile } from '../../testing/cv-fixtures';
import {
  DEMO_PASSWORDS,
  call,
  startTestApp,
  type TestApp,
  type SignedInAccount,
} from '../../testing/test-app';
import { EVENT_STORE } from '../tokens';

const refusalNaming = (field: string) => ({
  success: false,
  status: 400,
  error: HTTP_TEXTS.forbiddenCharacter(field),
  details: [{ path: field, message: HTTP_TEXTS.forbiddenCharacter(field) }],
});

describe('text input', () => {
  let platform: TestApp;
  let alan: SignedInAccount;

  beforeAll(async () => {
    platform = await startTestApp();
    alan = await platform.signIn('alan', DEMO_PASSWORDS.operator);
  });
  afterAll(() => platform.close({ removeData: true }));

  /** POST /api/auth/login with a body written as raw JSON text (escapes stay escapes). */
  const loginWithJson = async (json: string) => {
    const response = await fetch(`${platform.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('refuses a NUL or an unpaired surrogate in a JSON body, naming the field', async () => {
    expect(await loginWithJson('{"username_or_email":"ad\\u0000min","password":"x"}')).toEqual({
      status: 400,
      body: refusalNaming('username_or_email'),
    });
    expect(await loginWithJson('{"username_or_email":"admin","password":"x\\ud800"}')).toEqual({
      status: 400,
      body: refusalNaming('password'),
    });
    // A surrogate pair (an emoji) is text like any other: the login itself answers.
    const paired = await loginWithJson('{"username_or_email":"\\ud83d\\ude00","password":"x"}');
    expect(paired.status).toBe(401);
  });

  it('refuses them in nested JSON, and changes nothing', async () => {
    const events = platform.app.get<symbol, EventStore>(EVENT_STORE);
    const head = await events.headPosition();
    const report = await call(platform.url, 'POST', `/api/operators/${alan.id}/character-report`, {
      token: alan.token,
      body: { character_report: { skills: ['TypeScript', 'SQL\u0000'] } },
    });
    expect(report).toMatchObject({ status: 400, body: refusalNaming('character_report.skills.1') });
    expect(await events.headPosition()).toEqual(head);
  });

  it('refuses them in multipart fields', async () => {
    const form = new FormData();
    form.append('username', 'newcomer');
    form.append('full_name', 'New\u0000comer');
    const response = await fetch(`${platform.url}/api/auth/register`, {
      method: 'POST',
      body: form,
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: refusalNaming('full_name'),
    });
  });

  it('refuses them in query strings and path parameters', async () => {
    const query = await call(platform.url, 'GET', '/api/marketplace/recommendations?q=a%00b', {
      token: alan.token,
    });
    expect(query).toMatchObject({ status: 400, body: refusalNaming('q') });
    const path = await call(platform.url, 'GET', '/api/assignments/abc%00def', {
      token: alan.token,
    });
    expect(path).toMatchObject({ status: 400, body: refusalNaming('id') });
  });

  it('drops bidirectional controls from uploaded file names (CV and submission)', async () => {
    const cv = await uploadFile(
      platform.url,
      '/api/auth/profile/cv',
      { content: minimalPdf(), name: 'cv\u202Efdp.exe', type: 'application/pdf' },
      { token: alan.token },
    );
    expect(cv.status).toBe(200);
    expect(cv.body.cv).toMatchObject({ original_name: 'cvfdp.exe' });

    const { assignmentId } = await createMissionAssignment(platform, alan.id);
    const submission = await uploadFile(
      platform.url,
      `/api/assignments/${assignmentId}/upload`,
      { content: Buffer.from('totals\n'), name: 'invoice\u202Efdp.exe', type: 'text/plain' },
      { token: alan.token, field: 'files' },
    );
    expect(submission.status).toBe(200);
    expect(submission.body.files).toMatchObject([{ original_name: 'invoicefdp.exe' }]);
  });
});
