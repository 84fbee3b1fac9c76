import { OPERATOR_ANALYSIS_ENDPOINTS, OPERATOR_ANALYSIS_TEXTS as T } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetTaskHistory } from '../queries/get-task-history.handler';
import { SkillChanges } from '../skill-changes';

const { clearFailedTasks } = OPERATOR_ANALYSIS_ENDPOINTS;

/** Clears the operator's failed tasks in one skill, telling how many there were. */
@HandlesEndpoint(clearFailedTasks)
export class ClearFailedTasks {
  constructor(
    private readonly queries: QueryBus,
    private readonly skills: SkillChanges,
  ) {}

  async handle({
    params: { id: operatorId },
    body,
    context,
  }: EndpointRequest<typeof clearFailedTasks>): Promise<Reply<typeof clearFailedTasks>> {
    const before = (await this.queries.execute(new GetTaskHistory(operatorId))).skills;
    const failed = Object.entries(before)
      .filter(([skill]) => skill.toLowerCase() === body.skill.toLowerCase())
      .flatMap(([, tasks]) => tasks.filter((task) => task.status === 'failed')).length;
    return this.skills.change(
      operatorId,
      { kind: 'ClearFailedTasks', skill: body.skill },
      T.failedTasksCleared(body.skill, failed),
      context,
    );
  }
}
