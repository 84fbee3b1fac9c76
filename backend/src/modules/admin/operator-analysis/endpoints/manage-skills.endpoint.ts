import { OPERATOR_ANALYSIS_ENDPOINTS, OPERATOR_ANALYSIS_TEXTS as T } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { SkillChanges } from '../skill-changes';

const { manageSkills } = OPERATOR_ANALYSIS_ENDPOINTS;

/** Adds a skill to the operator, or removes one. */
@HandlesEndpoint(manageSkills)
export class ManageSkills {
  constructor(private readonly skills: SkillChanges) {}

  handle({
    params: { id: operatorId },
    body,
    context,
  }: EndpointRequest<typeof manageSkills>): Promise<Reply<typeof manageSkills>> {
    return body.action === 'add'
      ? this.skills.change(
          operatorId,
          { kind: 'AddSkill', skill: body.skill, status: body.status },
          T.skillAdded(body.skill, body.status),
          context,
        )
      : this.skills.change(
          operatorId,
          { kind: 'RemoveSkill', skill: body.skill },
          T.skillRemoved(body.skill),
          context,
        );
  }
}
