import { ADMIN_UPLOADS_COLLECTION, type AdminUploadDoc } from '@morphic/contracts/server';
import { defineProjection } from '../runtime/projection';

/**
 * The files admins uploaded from the mission analysis screen (upload tests, an assignment's
 * files): the analysis lists them, and the file sweeper keeps them while they are listed here.
 */
export const adminUploadsProjection = defineProjection({
  name: 'admin-uploads',
  version: 1,
  collections: [ADMIN_UPLOADS_COLLECTION],
  setup: async (store) => {
    const uploads = store.collection<AdminUploadDoc>(ADMIN_UPLOADS_COLLECTION);
    await uploads.createIndex({ keys: { mission_id: 1, uploaded_at: -1 } });
    await uploads.createIndex({ keys: { assignment_id: 1 } });
  },
  apply: {
    AdminFilesUploaded: async ({ data, metadata }, store) => {
      const uploads = store.collection<AdminUploadDoc>(ADMIN_UPLOADS_COLLECTION);
      // One stream per upload, written once: applied again, the document is there already.
      if (await uploads.findOne({ _id: data.upload_id })) return;
      await uploads.insertOne({
        _id: data.upload_id,
        purpose: data.purpose,
        mission_id: data.mission_id,
        assignment_id: data.assignment_id,
        files: data.files,
        uploaded_by: metadata.actorId ?? null,
        uploaded_at: metadata.at,
      });
    },
  },
});
