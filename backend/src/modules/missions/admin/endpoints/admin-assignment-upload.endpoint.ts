import { MISSIONS_ADMIN_ENDPOINTS } from '@morphic/contracts';
import { UploadedFiles } from '@nestjs/common';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import {
  SubmissionUpload,
  type UploadedSubmissionFile,
} from '../../assignment/http/submission-upload';
import { AdminUpload } from './admin-upload';

const { adminAssignmentUpload } = MISSIONS_ADMIN_ENDPOINTS;

/** Adds files to an assignment as an admin (kept private to admins). */
@HandlesEndpoint(adminAssignmentUpload)
export class UploadAdminAssignmentFiles {
  constructor(private readonly uploads: AdminUpload) {}

  @SubmissionUpload()
  handle(
    { params: { id: assignmentId }, context }: EndpointRequest<typeof adminAssignmentUpload>,
    @UploadedFiles() uploads: UploadedSubmissionFile[] | undefined,
  ): Promise<Reply<typeof adminAssignmentUpload>> {
    return this.uploads.to({ kind: 'assignment', assignmentId }, uploads, context);
  }
}
