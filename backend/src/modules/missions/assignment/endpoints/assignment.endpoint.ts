import { MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { VisibleAssignment } from './visible-assignment';

const { assignment } = MISSIONS_ENDPOINTS;

/** An assignment, for those who may see it. */
@HandlesEndpoint(assignment)
export class AssignmentDetails {
  constructor(private readonly visible: VisibleAssignment) {}

  async handle({
    params: { id },
    caller,
  }: EndpointRequest<typeof assignment>): Promise<Reply<typeof assignment>> {
    return { success: true, assignment: await this.visible.of(id, caller) };
  }
}
