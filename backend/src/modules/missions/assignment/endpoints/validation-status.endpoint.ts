import { MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { VisibleAssignment } from './visible-assignment';

const { validationStatus } = MISSIONS_ENDPOINTS;

/** An assignment's validation status, score and feedback. */
@HandlesEndpoint(validationStatus)
export class AssignmentValidationStatus {
  constructor(private readonly visible: VisibleAssignment) {}

  async handle({
    params: { id },
    caller,
  }: EndpointRequest<typeof validationStatus>): Promise<Reply<typeof validationStatus>> {
    const assignment = await this.visible.of(id, caller);
    return {
      success: true,
      validation_status: assignment.validation_status,
      validation_score: assignment.quality_score,
      validation_feedback: assignment.validation_feedback,
      validated_at: assignment.validated_at,
      validator_type: assignment.validator_type,
    };
  }
}
