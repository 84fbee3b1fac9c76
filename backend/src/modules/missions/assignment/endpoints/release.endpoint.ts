import { ASSIGNMENT_TEXTS, MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ChangeAssignment } from '../commands/change-assignment.handler';
import { AssignmentReadBack } from './assignment-read-back';

const RELEASED_BY_OPERATOR = 'released by operator';

const { release } = MISSIONS_ENDPOINTS;

/** The operator gives their assignment up. */
@HandlesEndpoint(release)
export class ReleaseAssignment {
  constructor(private readonly answers: AssignmentReadBack) {}

  handle({
    params: { id },
    caller,
    context,
  }: EndpointRequest<typeof release>): Promise<Reply<typeof release>> {
    return this.answers.change(
      id,
      new ChangeAssignment(
        id,
        { kind: 'Release', operatorId: caller.accountId, reason: RELEASED_BY_OPERATOR },
        context,
      ),
      ASSIGNMENT_TEXTS.released,
    );
  }
}
