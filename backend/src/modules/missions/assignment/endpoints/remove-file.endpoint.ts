import { ASSIGNMENT_TEXTS, MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ChangeAssignment } from '../commands/change-assignment.handler';
import { AssignmentReadBack } from './assignment-read-back';

const { removeFile } = MISSIONS_ENDPOINTS;

/** Removes a submission file from the caller's assignment. */
@HandlesEndpoint(removeFile)
export class RemoveSubmissionFile {
  constructor(private readonly answers: AssignmentReadBack) {}

  handle({
    params: { id, fileName },
    caller,
    context,
  }: EndpointRequest<typeof removeFile>): Promise<Reply<typeof removeFile>> {
    return this.answers.change(
      id,
      new ChangeAssignment(
        id,
        { kind: 'RemoveFile', operatorId: caller.accountId, fileName },
        context,
      ),
      ASSIGNMENT_TEXTS.removed,
    );
  }
}
