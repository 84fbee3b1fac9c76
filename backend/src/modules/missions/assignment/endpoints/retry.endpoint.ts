import { ASSIGNMENT_TEXTS, MISSIONS_ENDPOINTS, ONBOARDING_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { RetryAssignment } from '../commands/retry-assignment.handler';
import { AssignmentReadBack } from './assignment-read-back';

const { retry } = MISSIONS_ENDPOINTS;

/** The operator works on a failed assignment again. */
@HandlesEndpoint(retry)
export class RetryAssignmentEndpoint {
  constructor(
    private readonly commands: CommandBus,
    private readonly answers: AssignmentReadBack,
  ) {}

  async handle({
    params: { id },
    caller,
    context,
  }: EndpointRequest<typeof retry>): Promise<Reply<typeof retry>> {
    const retried = await this.commands.execute(new RetryAssignment(id, caller.accountId, context));
    // A failed onboarding task is not reopened: the answer is the new task to work on.
    return retried.assignmentId === id
      ? this.answers.readBack(id, ASSIGNMENT_TEXTS.retried, retried.position)
      : this.answers.readBack(
          retried.assignmentId,
          ONBOARDING_TEXTS.retriedWithNewTask,
          retried.position,
        );
  }
}
