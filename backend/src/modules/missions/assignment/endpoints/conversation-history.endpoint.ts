import { MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { VisibleAssignment } from './visible-assignment';

const { conversationHistory } = MISSIONS_ENDPOINTS;

/** The questions asked about an assignment. */
@HandlesEndpoint(conversationHistory)
export class AssignmentConversationHistory {
  constructor(private readonly visible: VisibleAssignment) {}

  async handle({
    params: { id },
    caller,
  }: EndpointRequest<typeof conversationHistory>): Promise<Reply<typeof conversationHistory>> {
    const assignment = await this.visible.of(id, caller);
    return {
      success: true,
      questions: assignment.questions,
      // No tracker is linked to assignments: the description is the one taken with the task.
      has_jira: false,
      jira_key: null,
      description_last_updated: assignment.created_at,
    };
  }
}
