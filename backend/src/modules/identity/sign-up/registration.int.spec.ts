import {
  ACCOUNTS_COLLECTION,
  SECURITY_EVENTS_COLLECTION,
  STREAMS,
  type AccountDoc,
  type SecurityEventDoc,
} from '@morphic/contracts/server';
import type { EventStore, ReadStore } from '@morphic/stores';
import type { MeResponse, RegisterResponse } from '@morphic/contracts';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENT_STORE, READ_STORE } from '#infrastructure/tokens';
import { minimalDocx, minimalPdf } from '../../../testing/cv-fixtures';
import { codeIn, startSmtpInbox, type SmtpInbox } from '../../../testing/smtp-inbox';
import { call, startTestApp, type TestApp } from '../../../testing/test-app';

type ErrorBody = { error: string; status: number; retry_after_seconds?: number };
type RegisterAnswer = RegisterResponse & ErrorBody;

const PASSWORD = 'Violet-Harbor-Quill-72!';

describe('POST /api/auth/register', () => {
  let platform: TestApp;
  let inbox: SmtpInbox;
  let ipCounter = 0;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    platform = await startTestApp({ env: { SMTP_URL: inbox.url } });
  });
  afterAll(async () => {
    await platform.close({ removeData: true });
    await inbox.close();
  });

  const freshIp = () => `203.0.113.${++ipCounter}`;
  const unique = () => randomUUID().slice(0, 8);

  /** Asks for a code for a new address and reads it from the mail. */
  const mailedCode = async (email: string, ip = freshIp()) => {
    const sent = await call(platform.url, 'POST', '/api/auth/send-verification', {
      body: { email },
      headers: { 'x-forwarded-for': ip },
    });
    expect(sent.status).toBe(200);
    return codeIn(await inbox.nextMailTo(email));
  };

  const registerJson = (body: Record<string, unknown>, ip = freshIp()) =>
    call<RegisterAnswer>(platform.url, 'POST', '/api/auth/register', {
      body,
      headers: { 'x-forwarded-for': ip },
    });

  const registerMultipart = async (
    fields: Record<string, string>,
    cv: { content: Buffer; name: string; type: string } | null,
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (cv)
      form.append('cv_file', new Blob([new Uint8Array(cv.content)], { type: cv.type }), cv.name);
    const response = await fetch(`${platform.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'x-forwarded-for': freshIp() },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as RegisterAnswer };
  };

  /** A complete, valid registration for a new person, with a fresh mailed code. */
  const newPerson = async () => {
    const id = unique();
    const email = `ada.${id}@example.com`;
    return {
      username: `ada_${id}`,
      email,
      password: PASSWORD,
      full_name: 'Ada Lovelace',
      age: 36,
      education: 'masters',
      university: 'University of London',
      verification_code: await mailedCode(email),
    };
  };

  const readStore = () => platform.app.get<ReadStore>(READ_STORE);
  const accountNamed = (username: string) =>
    readStore().collection<AccountDoc>(ACCOUNTS_COLLECTION).findOne({ username_lower: username });

  it('registers with the mailed code (JSON) and signs the new operator in, as a login does', async () => {
    const person = await newPerson();
    const response = await registerJson(person);

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Registration successful',
      user: {
        username: person.username,
        email: person.email,
        full_name: 'Ada Lovelace',
        first_name: 'Ada',
        last_name: 'Lovelace',
        type: 'operator',
        roles: ['operator'],
        cohort: 'Genesis Cohort',
        cv: null,
        character_report_completed: false,
      },
    });
    const me = await call<MeResponse>(platform.url, 'GET', '/api/auth/me', {
      token: response.body.token,
    });
    expect(me.body.user.id).toBe(response.body.user.id);
    expect(await accountNamed(person.username)).toMatchObject({
      email_verified: true,
      age: 36,
      education: 'masters',
      university: 'University of London',
    });
    // The code is spent, and the sign-up is in the security log.
    const log = await platform.app
      .get<EventStore>(EVENT_STORE)
      .readStream(STREAMS.verification(person.email));
    expect(log.map((event) => event.type)).toEqual([
      'VerificationCodeIssued',
      'VerificationCodeUsed',
    ]);
    const security = await readStore()
      .collection<SecurityEventDoc>(SECURITY_EVENTS_COLLECTION)
      .find({ event_type: 'registration_success', username: person.username });
    expect(security).toHaveLength(1);
    expect(security[0]).toMatchObject({ severity: 'info' });
  });

  it('registers with only the required fields, and accepts the signup form education aliases', async () => {
    const person = await newPerson();
    const minimal = await registerJson({
      username: person.username,
      email: person.email,
      password: PASSWORD,
      verification_code: person.verification_code,
    });
    expect(minimal.status).toBe(201);
    expect(await accountNamed(person.username)).toMatchObject({
      full_name: null,
      age: null,
      education: null,
      university: null,
    });

    const other = await newPerson();
    expect((await registerJson({ ...other, education: 'bachelor' })).status).toBe(201);
    expect((await accountNamed(other.username))?.education).toBe('bachelors');
  });

  it('takes multipart with a real PDF: stored under its content hash, shown as the CV', async () => {
    const person = await newPerson();
    const pdf = minimalPdf('Grace Hopper - CV');
    const response = await registerMultipart(
      { ...person, age: '36' },
      { content: pdf, name: '../../etc/Grace CV.pdf', type: 'application/pdf' },
    );

    expect(response.status).toBe(201);
    expect(response.body.user.cv).toMatchObject({
      original_name: 'Grace CV.pdf',
      size: pdf.length,
      safe: true,
    });
    const stored = (await accountNamed(person.username))?.cv;
    expect(stored).toMatchObject({ kind: 'pdf', original_name: 'Grace CV.pdf' });
    const path = join(
      platform.config.filesDir,
      stored?.saved_name.slice(0, 2) ?? '',
      stored?.saved_name ?? '',
    );
    expect(readFileSync(path)).toEqual(pdf);
    expect(readdirSync(platform.config.filesDir, { recursive: true }).join()).not.toContain(
      'Grace',
    );
    expect((await accountNamed(person.username))?.age).toBe(36);
  });

  it('takes multipart with a real DOCX, and without a file', async () => {
    const person = await newPerson();
    const docx = minimalDocx();
    const withDocx = await registerMultipart(person as unknown as Record<string, string>, {
      content: docx,
      name: 'cv.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(withDocx.status).toBe(201);
    expect((await accountNamed(person.username))?.cv?.kind).toBe('docx');

    const other = await newPerson();
    const withoutFile = await registerMultipart(
      { ...other, age: '' } as unknown as Record<string, string>,
      null,
    );
    expect(withoutFile.status).toBe(201);
    expect(await accountNamed(other.username)).toMatchObject({ cv: null, age: null });
  });

  it('refuses a file that is not a PDF or DOCX whatever its name, and registers nothing', async () => {
    const person = await newPerson();
    for (const file of [
      { content: Buffer.from('I am a text file, honest'), name: 'cv.pdf', type: 'application/pdf' },
      {
        content: Buffer.from('PK\u0003\u0004 not a word document'),
        name: 'cv.docx',
        type: 'application/zip',
      },
    ]) {
      const response = await registerMultipart(person as unknown as Record<string, string>, file);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('CV must be a PDF or DOCX file');
    }
    expect(await accountNamed(person.username)).toBeNull();
    // The code was not spent: the same person can still sign up.
    expect((await registerJson(person)).status).toBe(201);
  });

  it('keeps no CV on disk for a refused registration, whatever refused it', async () => {
    // A demo operator's address: taken (another test asks a code for Ada's).
    const takenAddress = 'alan@morphic.example';
    // Files, not folders: the store's 256 prefix folders stay once made.
    const filesOnDisk = () =>
      readdirSync(platform.config.filesDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort();
    const pdfFile = (text: string) => ({
      content: minimalPdf(text),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    const first = await newPerson();
    const firstCv = pdfFile(`First - ${unique()}`);
    expect(
      (await registerMultipart(first as unknown as Record<string, string>, firstCv)).status,
    ).toBe(201);
    const before = filesOnDisk();

    const takenName = await newPerson();
    const takenEmail = await newPerson();
    const wrongCode = await newPerson();
    const invalid = await newPerson();
    const attempts = [
      { fields: { ...takenName, username: first.username }, status: 409 },
      {
        fields: {
          ...takenEmail,
          email: takenAddress,
          verification_code: await mailedCode(takenAddress),
        },
        status: 409,
      },
      {
        fields: {
          ...wrongCode,
          verification_code: wrongCode.verification_code === '000000' ? '000001' : '000000',
        },
        status: 400,
      },
      { fields: { ...invalid, email: 'not-an-address' }, status: 400 },
    ];
    for (const { fields, status } of attempts) {
      const response = await registerMultipart(
        fields as unknown as Record<string, string>,
        pdfFile(`Refused - ${unique()}`),
      );
      expect(response.status).toBe(status);
    }
    // The same content as a kept CV: refused, the other account's file stays.
    const again = await registerMultipart(
      { ...(await newPerson()), username: first.username } as unknown as Record<string, string>,
      firstCv,
    );
    expect(again.status).toBe(409);

    expect(filesOnDisk()).toEqual(before);
    const kept = (await accountNamed(first.username))?.cv?.saved_name ?? '';
    expect(readFileSync(join(platform.config.filesDir, kept.slice(0, 2), kept))).toEqual(
      firstCv.content,
    );
  });

  it("refuses a CV over 10 MB with 'CV file too large (max 10MB)'", async () => {
    const person = await newPerson();
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await registerMultipart(person as unknown as Record<string, string>, {
      content: big,
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('CV file too large (max 10MB)');
    expect(await accountNamed(person.username)).toBeNull();
  });

  it('answers each broken rule with its message, in order, and changes nothing', async () => {
    const person = await newPerson();
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '' }, 'All fields are required'],
      [{ email: undefined }, 'All fields are required'],
      [{ password: '' }, 'All fields are required'],
      [
        { username: 'ada lovelace' },
        'Username must be 3 to 30 characters: letters, numbers, dots, dashes or underscores',
      ],
      [{ email: 'ada@' }, 'Please enter a valid email address'],
      [
        { password: 'short' },
        'Password does not meet security requirements. Please check the password strength indicator.',
      ],
      [
        { password: 'P@ssw0rd2024!' },
        'Password does not meet security requirements. Please check the password strength indicator.',
      ],
      [
        { password: `${person.username}#X1y` },
        'Password does not meet security requirements. Please check the password strength indicator.',
      ],
      [{ full_name: 'x'.repeat(101) }, 'Full name must be at most 100 characters'],
      [{ age: 12 }, 'Age must be between 13 and 120'],
      [{ age: 121 }, 'Age must be between 13 and 120'],
      [{ age: 'twenty' }, 'Age must be between 13 and 120'],
      [{ education: 'bootcamp' }, 'Please choose your education level from the list'],
      [{ university: 'u'.repeat(201) }, 'University must be at most 200 characters'],
      [{ verification_code: '' }, 'Verification code must be 6 digits'],
      [{ verification_code: '12a456' }, 'Verification code must be 6 digits'],
    ];
    for (const [overrides, message] of cases) {
      const response = await registerJson({ ...person, ...overrides });
      expect({ overrides, status: response.status, error: response.body.error }).toEqual({
        overrides,
        status: 400,
        error: message,
      });
    }
    expect(await accountNamed(person.username)).toBeNull();
    expect((await registerJson(person)).status).toBe(201);
  });

  it('refuses a taken username or email (409) and keeps the code for a retry', async () => {
    const first = await newPerson();
    expect((await registerJson(first)).status).toBe(201);

    const second = await newPerson();
    const sameName = await registerJson({ ...second, username: first.username.toUpperCase() });
    expect(sameName.status).toBe(409);
    expect(sameName.body.error).toBe('Username already taken');
    expect((await registerJson(second)).status).toBe(201);

    // An address that already has an account (a demo operator) gets its own code.
    const third = await newPerson();
    const taken = 'ADA@morphic.example';
    const code = await mailedCode(taken);
    const sameEmail = await registerJson({ ...third, email: taken, verification_code: code });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error).toBe('Email already registered');
    // The failed attempt released the username it had reserved.
    expect((await registerJson(third)).status).toBe(201);
  });

  it('refuses a wrong code, a code for another address, and a spent code', async () => {
    const person = await newPerson();
    const wrongCode = person.verification_code === '000000' ? '000001' : '000000';
    const wrong = await registerJson({ ...person, verification_code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Verification failed: the code is incorrect');

    const other = await newPerson();
    const crossed = await registerJson({ ...other, verification_code: person.verification_code });
    expect(crossed.body.error).toBe('Verification failed: the code is incorrect');

    expect((await registerJson(person)).status).toBe(201);
    const again = await registerJson({ ...person, username: `${person.username}x` });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('Verification failed: this code has already been used');
  });

  it('refuses an address that never got a code', async () => {
    const person = await newPerson();
    const response = await registerJson({ ...person, email: `never.${unique()}@example.com` });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(
      'Verification failed: no code was sent to this email. Request a new code.',
    );
  });

  it('limits code attempts per email: 5 wrong codes, then 429 even with the right one', async () => {
    const person = await newPerson();
    const wrongCode = person.verification_code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await registerJson({ ...person, verification_code: wrongCode })).status).toBe(400);
    }
    const limited = await registerJson(person);
    expect(limited.status).toBe(429);
    expect(limited.body.retry_after_seconds).toBeGreaterThan(0);
    expect(await accountNamed(person.username)).toBeNull();
  });

  it('keeps files out of the data directory root: the store is under FILES_DIR', () => {
    expect(platform.config.filesDir).toBe(join(platform.dataDir, 'files'));
    expect(existsSync(platform.config.filesDir)).toBe(true);
  });
});
