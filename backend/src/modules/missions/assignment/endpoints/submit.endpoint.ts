import { ASSIGNMENT_TEXTS, MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { randomUUID } from 'node:crypto';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ChangeAssignment } from '../commands/change-assignment.handler';
import { AssignmentReadBack } from './assignment-read-back';

const { submit } = MISSIONS_ENDPOINTS;

/**
 * Submits the caller's assignment for validation; also served at the marketplace page's path
 * (the definition's alias).
 */
@HandlesEndpoint(submit)
export class SubmitAssignment {
  constructor(private readonly answers: AssignmentReadBack) {}

  handle({
    params: { id },
    body,
    caller,
    context,
  }: EndpointRequest<typeof submit>): Promise<Reply<typeof submit>> {
    return this.answers.change(
      id,
      new ChangeAssignment(
        id,
        {
          kind: 'Submit',
          operatorId: caller.accountId,
          notes: body.submission_notes,
          entryId: randomUUID(),
        },
        context,
      ),
      ASSIGNMENT_TEXTS.submitted,
    );
  }
}
