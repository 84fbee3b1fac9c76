import { SYSTEM_LOGS_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetTimeline } from '../queries/get-timeline.handler';

const { timeline } = SYSTEM_LOGS_ENDPOINTS;

/** One stream's events in order, with its state replayed after each (secrets redacted). */
@HandlesEndpoint(timeline)
export class Timeline {
  constructor(private readonly queries: QueryBus) {}

  handle({
    params: { stream },
  }: EndpointRequest<typeof timeline>): Promise<Reply<typeof timeline>> {
    return this.queries.execute(new GetTimeline(stream));
  }
}
