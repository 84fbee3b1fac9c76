import { MISSIONS_ADMIN_ENDPOINTS } from '@morphic/contracts';
import { UploadedFiles } from '@nestjs/common';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import {
  SubmissionUpload,
  type UploadedSubmissionFile,
} from '../../assignment/http/submission-upload';
import { AdminUpload } from './admin-upload';

const { adminMissionUploadTest } = MISSIONS_ADMIN_ENDPOINTS;

/** Uploads files to the platform's private store for the mission (admins only see them). */
@HandlesEndpoint(adminMissionUploadTest)
export class UploadAdminMissionTest {
  constructor(private readonly uploads: AdminUpload) {}

  @SubmissionUpload()
  handle(
    { params: { id: missionId }, context }: EndpointRequest<typeof adminMissionUploadTest>,
    @UploadedFiles() uploads: UploadedSubmissionFile[] | undefined,
  ): Promise<Reply<typeof adminMissionUploadTest>> {
    return this.uploads.to({ kind: 'mission', missionId, toJira: false }, uploads, context);
  }
}
