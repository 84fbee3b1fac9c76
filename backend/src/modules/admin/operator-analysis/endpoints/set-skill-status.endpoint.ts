import { OPERATOR_ANALYSIS_ENDPOINTS, OPERATOR_ANALYSIS_TEXTS as T } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { SkillChanges } from '../skill-changes';

const { setSkillStatus } = OPERATOR_ANALYSIS_ENDPOINTS;

/** Sets the status of one of the operator's skills. */
@HandlesEndpoint(setSkillStatus)
export class SetSkillStatus {
  constructor(private readonly skills: SkillChanges) {}

  handle({
    params: { id: operatorId },
    body,
    context,
  }: EndpointRequest<typeof setSkillStatus>): Promise<Reply<typeof setSkillStatus>> {
    return this.skills.change(
      operatorId,
      { kind: 'SetStatus', skill: body.skill, status: body.status },
      T.skillStatusSet(body.skill, body.status),
      context,
    );
  }
}
