import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createMissionAssignment } from '../../testing/assignments';
import { minimalPdf, uploadFile } from '../../testing/cv-fixtures';
import {
  DEMO_PASSWORDS,
  call,
  startTestApp,
  type TestApp,
  type SignedInAccount,
} from '../../testing/test-app';
import { Clock, ManualClock } from '../clock/clock';
import { DevOutbox } from '../mail/dev-outbox';
import { FileStore } from './file-store';
import { FileSweeper } from './file-sweeper';

const GRACE_MS = 3600 * 1000;

describe('the sweeper of unreferenced files', () => {
  let platform: TestApp;
  let alan: SignedInAccount;
  const clock = new ManualClock();

  beforeAll(async () => {
    platform = await startTestApp({
      env: { FILES_GRACE_SECONDS: String(GRACE_MS / 1000) },
      customize: (builder) => builder.overrideProvider(Clock).useValue(clock),
    });
    alan = await platform.signIn('alan', DEMO_PASSWORDS.operator);
  });
  afterAll(() => platform.close({ removeData: true }));

  const sha = (content: Buffer) => createHash('sha256').update(content).digest('hex');
  const onDisk = (content: Buffer) => {
    const name = sha(content);
    return existsSync(join(platform.config.filesDir, name.slice(0, 2), name));
  };
  /** A sweep once every file saved so far is past its grace period. */
  const sweepLater = async () => {
    clock.advance(GRACE_MS + 1000);
    const outcome = await platform.app.get(FileSweeper).sweep();
    expect(outcome).toMatchObject({ swept: true });
    return outcome;
  };
  const uploadTo = (assignmentId: string, name: string, content: Buffer) =>
    uploadFile(
      platform.url,
      `/api/assignments/${assignmentId}/upload`,
      { content, name, type: 'text/plain' },
      { token: alan.token, field: 'files' },
    );

  it('leaves the sweeper nothing of a refused registration, and sweeps the file of a crashed one', async () => {
    const email = `taken.${randomUUID().slice(0, 6)}@example.com`;
    expect(
      (await call(platform.url, 'POST', '/api/auth/send-verification', { body: { email } })).status,
    ).toBe(200);
    const code = /\b(\d{6})\b/.exec(platform.app.get(DevOutbox).list()[0]?.text ?? '')?.[1] ?? '';
    const cv = minimalPdf(`Refused ${randomUUID()}`);
    const form = new FormData();
    const fields = {
      username: 'ada',
      email,
      password: 'Quartz#Lantern7Orbit',
      full_name: 'Not Ada',
      verification_code: code,
    };
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('cv_file', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
    const refused = await fetch(`${platform.url}/api/auth/register`, {
      method: 'POST',
      body: form,
    });
    expect(refused.status).toBe(409);
    // Removed with the refusal, not an hour later.
    expect(onDisk(cv)).toBe(false);

    // A process that died between saving a CV and recording it leaves it for the sweeper.
    const orphan = minimalPdf(`Crashed ${randomUUID()}`);
    await platform.app.get(FileStore).save(orphan, 'cv.pdf');
    await sweepLater();
    expect(onDisk(orphan)).toBe(false);
  });

  it('deletes a removed submission file, and keeps one another assignment still holds', async () => {
    const first = await createMissionAssignment(platform, alan.id);
    const second = await createMissionAssignment(platform, alan.id);
    const shared = Buffer.from(`shared ${randomUUID()}\n`);
    const alone = Buffer.from(`alone ${randomUUID()}\n`);
    expect((await uploadTo(first.assignmentId, 'shared.txt', shared)).status).toBe(200);
    expect((await uploadTo(first.assignmentId, 'alone.txt', alone)).status).toBe(200);
    expect((await uploadTo(second.assignmentId, 'copy.txt', shared)).status).toBe(200);
    for (const content of [shared, alone]) {
      const removed = await call(
        platform.url,
        'DELETE',
        `/api/assignments/${first.assignmentId}/files/${sha(content)}`,
        { token: alan.token },
      );
      expect(removed.status).toBe(200);
    }

    await sweepLater();
    expect(onDisk(alone)).toBe(false);
    expect(onDisk(shared)).toBe(true);
  });

  it('keeps an unreferenced file inside its grace period: a command may be about to use it', async () => {
    const inFlight = Buffer.from(`in flight ${randomUUID()}`);
    const resaved = Buffer.from(`saved again ${randomUUID()}`);
    await platform.app.get(FileStore).save(resaved, 'early.txt');
    clock.advance(GRACE_MS + 1000);
    // Saved again just now (the same content uploaded again): as good as new.
    await platform.app.get(FileStore).save(resaved, 'again.txt');
    await platform.app.get(FileStore).save(inFlight, 'new.txt');

    const outcome = await platform.app.get(FileSweeper).sweep();
    expect(outcome).toMatchObject({ swept: true });
    expect(onDisk(inFlight)).toBe(true);
    expect(onDisk(resaved)).toBe(true);

    await sweepLater();
    expect(onDisk(inFlight)).toBe(false);
    expect(onDisk(resaved)).toBe(false);
  });
});
