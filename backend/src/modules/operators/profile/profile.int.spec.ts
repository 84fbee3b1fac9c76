import {
  OPERATORS_ENDPOINTS,
  CvUploadResponseSchema,
  MeResponseSchema,
  OperatorRecordResponseSchema,
} from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { EventStore } from '@morphic/stores';
import { EVENT_STORE } from '#infrastructure/tokens';
import { minimalDocx, minimalPdf, uploadFile } from '../../../testing/cv-fixtures';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';

describe('profile and CV over HTTP', () => {
  let platform: TestApp;
  let ada: { token: string; id: string };
  let alan: { token: string; id: string };
  let repToken: string;

  /** Types of the events in an operator's stream: what a refused command must leave alone. */
  const streamOf = async (operatorId: string) =>
    (await platform.app.get<EventStore>(EVENT_STORE).readStream(STREAMS.operator(operatorId))).map(
      (event) => event.type,
    );
  const record = async (operatorId: string, token: string) =>
    OperatorRecordResponseSchema.parse(
      (await call(platform.url, 'GET', `/api/operators/${operatorId}`, { token })).body,
    ).operator;
  const putProfile = (body: unknown, token = ada.token, headers: Record<string, string> = {}) =>
    call(platform.url, 'PUT', '/api/auth/profile', { token, body, headers });
  const download = (token: string) =>
    fetch(`${platform.url}/api/auth/profile/cv/download`, {
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    platform = await startTestApp();
    ada = await platform.signIn('ada', DEMO_PASSWORDS.operator);
    alan = await platform.signIn('alan', DEMO_PASSWORDS.operator);
    repToken = await platform.signInDemoCompanyRep();
  });
  afterAll(() => platform.close({ removeData: true }));

  describe('PUT /api/auth/profile', () => {
    it('changes the given fields, answers with the session user, and the next GET already shows them', async () => {
      const response = await putProfile({
        full_name: '  Ada Augusta Lovelace ',
        age: 36,
        education: 'masters',
        university: 'University of London',
        bio: 'I write programs for the Analytical Engine.',
        avatar_url: 'https://example.com/ada.png',
      });

      expect(response.status).toBe(200);
      const body = OPERATORS_ENDPOINTS.updateProfile.response.parse(response.body);
      expect(body.message).toBe('Profile updated successfully!');
      expect(body.position).not.toBeNull();
      expect(response.headers.get('x-event-position')).toBe(body.position);
      expect(body.user).toMatchObject({
        id: ada.id,
        full_name: 'Ada Augusta Lovelace',
        first_name: 'Ada',
        last_name: 'Augusta Lovelace',
        avatar_url: 'https://example.com/ada.png',
      });
      expect(await record(ada.id, ada.token)).toMatchObject({
        full_name: 'Ada Augusta Lovelace',
        age: 36,
        education: 'masters',
        university: 'University of London',
        bio: 'I write programs for the Analytical Engine.',
        avatar_url: 'https://example.com/ada.png',
      });
      expect((await streamOf(ada.id)).at(-1)).toBe('ProfileUpdated');
    });

    it('clears fields sent empty, leaves absent ones alone, and records only what changed', async () => {
      const response = await putProfile({ avatar_url: '', bio: '', age: 36 });

      expect(response.status).toBe(200);
      const events = await platform.app
        .get<EventStore>(EVENT_STORE)
        .readStream(STREAMS.operator(ada.id));
      expect(events.at(-1)?.data).toEqual({ operator_id: ada.id, avatar_url: null, bio: null });
      expect(await record(ada.id, ada.token)).toMatchObject({
        full_name: 'Ada Augusta Lovelace',
        age: 36,
        bio: null,
        avatar_url: null,
      });
    });

    it('appends nothing when nothing changes, and still answers with the message', async () => {
      const before = await streamOf(ada.id);
      const response = await putProfile({ age: 36, education: 'masters' });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        message: 'Profile updated successfully!',
        position: null,
      });
      expect(await streamOf(ada.id)).toEqual(before);
    });

    it.each([
      [{ age: 12 }, 'Age must be between 13 and 120'],
      [{ age: 121 }, 'Age must be between 13 and 120'],
      [{ age: 20.5 }, 'Age must be between 13 and 120'],
      [{ age: '30' }, 'Age must be between 13 and 120'],
      [{ avatar_url: 'javascript:alert(1)' }, 'Avatar URL must be a valid http(s) address'],
      [{ avatar_url: 'not a url' }, 'Avatar URL must be a valid http(s) address'],
      [{ full_name: 'x'.repeat(101) }, 'Full name must be at most 100 characters'],
      [{ university: 'x'.repeat(201) }, 'University must be at most 200 characters'],
      [{ bio: 'x'.repeat(1001) }, 'Bio must be at most 1000 characters'],
      [{ education: 'wizardry' }, 'Please choose your education level from the list'],
    ])('refuses %j with 400 "%s" and changes nothing', async (body, message) => {
      const before = await streamOf(ada.id);
      const response = await putProfile(body);

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, status: 400, error: message });
      expect(await streamOf(ada.id)).toEqual(before);
    });

    it('needs a token (401) and an operator account (403 for a company representative)', async () => {
      expect(
        (await call(platform.url, 'PUT', '/api/auth/profile', { body: { age: 30 } })).status,
      ).toBe(401);
      const rep = await putProfile({ full_name: 'Nora N.' }, repToken);
      expect(rep.status).toBe(403);
      expect(rep.body.error).toBe(
        'Company representatives manage their details through their company.',
      );
    });

    it('runs a retried update with the same Idempotency-Key once', async () => {
      const headers = { 'Idempotency-Key': 'alan-bio-once' };
      const first = await putProfile({ bio: 'Computable numbers.' }, alan.token, headers);
      const afterFirst = await streamOf(alan.id);
      const retry = await putProfile({ bio: 'Computable numbers.' }, alan.token, headers);

      expect(first.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await streamOf(alan.id)).toEqual(afterFirst);
    });
  });

  describe('POST /api/auth/profile/cv and GET /api/auth/profile/cv/download', () => {
    it('has no CV to download before one is uploaded (404)', async () => {
      const response = await download(alan.token);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, error: 'No CV uploaded' });
    });

    it('accepts a real PDF, shows it on the session user, and downloads the same bytes under its name', async () => {
      const pdf = minimalPdf();
      const response = await uploadFile(
        platform.url,
        '/api/auth/profile/cv',
        { content: pdf, name: 'Ada Łovelace CV.pdf', type: 'application/pdf' },
        { token: ada.token },
      );

      expect(response.status).toBe(200);
      const body = CvUploadResponseSchema.parse(response.body);
      expect(body.message).toBe('CV uploaded successfully');
      expect(body.cv).toEqual({
        original_name: 'Ada Łovelace CV.pdf',
        size: pdf.length,
        uploaded_at: expect.any(String) as string,
        safe: true,
      });
      const me = MeResponseSchema.parse(
        (await call(platform.url, 'GET', '/api/auth/me', { token: ada.token })).body,
      );
      expect(me.user.cv).toEqual(body.cv);

      const file = await download(ada.token);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="Ada ?ovelace CV.pdf"; filename*=UTF-8''Ada%20%C5%81ovelace%20CV.pdf`,
      );
      expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);
    });

    it('accepts a real DOCX in place of the PDF', async () => {
      const docx = minimalDocx();
      const response = await uploadFile(
        platform.url,
        '/api/auth/profile/cv',
        { content: docx, name: 'cv.docx' },
        { token: ada.token },
      );

      expect(response.status).toBe(200);
      expect(response.body.cv).toMatchObject({ original_name: 'cv.docx', size: docx.length });
      const file = await download(ada.token);
      expect(file.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(Buffer.from(await file.arrayBuffer())).toEqual(docx);
    });

    it('records nothing new for the same file under the same name', async () => {
      const before = await streamOf(ada.id);
      const response = await uploadFile(
        platform.url,
        '/api/auth/profile/cv',
        { content: minimalDocx(), name: 'cv.docx' },
        { token: ada.token },
      );
      expect(response.status).toBe(200);
      expect(response.body.position).toBeNull();
      expect(await streamOf(ada.id)).toEqual(before);
    });

    it('refuses a text file named .pdf by its content (400) and keeps the CV', async () => {
      const before = await streamOf(ada.id);
      const response = await uploadFile(
        platform.url,
        '/api/auth/profile/cv',
        {
          content: Buffer.from('Just some text, not a PDF.'),
          name: 'cv.pdf',
          type: 'application/pdf',
        },
        { token: ada.token },
      );

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        error: 'CV must be a PDF or DOCX file',
      });
      expect(await streamOf(ada.id)).toEqual(before);
      expect((await download(ada.token)).headers.get('content-disposition')).toContain('cv.docx');
    });

    it('refuses a CV over 10 MB with the spec message', async () => {
      const before = await streamOf(ada.id);
      const big = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
      const response = await uploadFile(
        platform.url,
        '/api/auth/profile/cv',
        { content: big, name: 'big.pdf', type: 'application/pdf' },
        { token: ada.token },
      );

      expect(response.status).toBe(400);
      expect(response.body.error).toBe('CV file too large (max 10MB)');
      expect(await streamOf(ada.id)).toEqual(before);
    });

    it('asks for the file when the form has none', async () => {
      const response = await uploadFile(
        platform.url,
        '/api/auth/profile/cv',
        { content: minimalPdf(), name: 'cv.pdf' },
        { token: ada.token, field: 'resume' },
      );
      // Multer refuses a file under an unexpected field name outright.
      expect(response.status).toBe(400);
      const empty = await fetch(`${platform.url}/api/auth/profile/cv`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ada.token}` },
        body: new FormData(),
      });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({
        error: 'Choose a CV file to upload (field cv_file)',
      });
    });

    it('needs a token for both (401), and a representative has no CV to upload (403)', async () => {
      const upload = await uploadFile(platform.url, '/api/auth/profile/cv', {
        content: minimalPdf(),
        name: 'cv.pdf',
      });
      expect(upload.status).toBe(401);
      expect((await fetch(`${platform.url}/api/auth/profile/cv/download`)).status).toBe(401);
      const rep = await uploadFile(
        platform.url,
        '/api/auth/profile/cv',
        { content: minimalPdf(), name: 'cv.pdf' },
        { token: repToken },
      );
      expect(rep.status).toBe(403);
    });
  });
});
