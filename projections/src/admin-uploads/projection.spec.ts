import { ADMIN_UPLOADS_COLLECTION, AdminUploadDocSchema, STREAMS } from '@morphic/contracts/server';
import { TestLog, parsedWith, projectForIdempotency } from '../testing/project';
import { adminUploadsProjection } from './projection';

describe('admin uploads projection', () => {
  it('lists each upload once, with who uploaded it and when', async () => {
    const log = new TestLog();
    const file = {
      saved_name: 'a'.repeat(64),
      original_name: 'rig.txt',
      size: 3,
      sha256: 'a'.repeat(64),
      content_type: 'text/plain',
      uploaded_at: '2026-01-01T00:00:00.000Z',
    };
    const uploaded = log.event(
      'AdminFilesUploaded',
      {
        upload_id: 'up-1',
        purpose: 'upload_test',
        mission_id: 'mi-1',
        assignment_id: null,
        files: [file],
      },
      { streamId: STREAMS.adminUpload('up-1'), metadata: { actorId: 'op-admin' } },
    );

    const { once, eachTwice, replayed } = await projectForIdempotency(adminUploadsProjection, [
      uploaded,
    ]);

    expect(once[ADMIN_UPLOADS_COLLECTION]).toEqual([
      {
        _id: 'up-1',
        purpose: 'upload_test',
        mission_id: 'mi-1',
        assignment_id: null,
        files: [file],
        uploaded_by: 'op-admin',
        uploaded_at: uploaded.metadata.at,
      },
    ]);
    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
    expect(parsedWith(AdminUploadDocSchema, once[ADMIN_UPLOADS_COLLECTION] ?? [])).toEqual(
      once[ADMIN_UPLOADS_COLLECTION],
    );
  });
});
