import { ASSIGNMENT_TEXTS, MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ChangeAssignment } from '../commands/change-assignment.handler';
import { AssignmentReadBack } from './assignment-read-back';

const { unsubmit } = MISSIONS_ENDPOINTS;

/** Takes back a submission that is still waiting for validation. */
@HandlesEndpoint(unsubmit)
export class UnsubmitAssignment {
  constructor(private readonly answers: AssignmentReadBack) {}

  handle({
    params: { id },
    caller,
    context,
  }: EndpointRequest<typeof unsubmit>): Promise<Reply<typeof unsubmit>> {
    return this.answers.change(
      id,
      new ChangeAssignment(id, { kind: 'Unsubmit', operatorId: caller.accountId }, context),
      ASSIGNMENT_TEXTS.unsubmitted,
    );
  }
}
