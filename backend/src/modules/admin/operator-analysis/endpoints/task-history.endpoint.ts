import { OPERATOR_ANALYSIS_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetTaskHistory } from '../queries/get-task-history.handler';

const { taskHistory } = OPERATOR_ANALYSIS_ENDPOINTS;

/** An operator's task history, skill by skill. */
@HandlesEndpoint(taskHistory)
export class TaskHistory {
  constructor(private readonly queries: QueryBus) {}

  handle({
    params: { id: operatorId },
  }: EndpointRequest<typeof taskHistory>): Promise<Reply<typeof taskHistory>> {
    return this.queries.execute(new GetTaskHistory(operatorId));
  }
}
