import { formatPosition, type EventStore, type LogPosition } from '@morphic/stores';
import { PLATFORM_ENDPOINTS, type ReadyResponse } from '@morphic/contracts';
import { ProjectionProgress } from '@morphic/projections';
import { Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ProjectionsService } from '#infrastructure/projections/projections.service';
import { ReactorRuntime } from '#infrastructure/reactors/reactor-runtime';
import { EVENT_STORE } from '#infrastructure/tokens';
import { lagBehind, reactorStatusAt } from '../log-lag';

/** How long `/api/ready` lets the read models take to reach the head of the log. */
const READY_LAG_BOUND_MS = 1000;

const { ready } = PLATFORM_ENDPOINTS;

/**
 * Readiness: the event store answers, the read models reach its head within the bound, and no
 * reactor has stopped on a failing event.
 */
@HandlesEndpoint(ready)
export class Ready {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly projections: ProjectionsService,
    private readonly progress: ProjectionProgress,
    private readonly reactors: ReactorRuntime,
  ) {}

  async handle(
    _request: EndpointRequest<typeof ready>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<typeof ready>> {
    let head: LogPosition | null = null;
    let reachable = true;
    try {
      head = await this.eventStore.headPosition();
    } catch {
      reachable = false;
    }
    const items = this.projections.status();
    const failed = items.some((item) => item.state === 'failed');
    const caughtUp =
      reachable && !failed && (!head || (await this.progress.waitFor(head, READY_LAG_BOUND_MS)));
    const position = this.progress.position;
    const reactors = this.reactors.status().map((reactor) => reactorStatusAt(head, reactor));
    const body: ReadyResponse = {
      ready: reachable && caughtUp && reactors.every((reactor) => reactor.state !== 'failed'),
      event_store: { reachable, head: head ? formatPosition(head) : null },
      projections: {
        caught_up: caughtUp,
        position: position ? formatPosition(position) : null,
        lag: lagBehind(head, position),
        items,
      },
      reactors,
    };
    response.status(body.ready ? 200 : 503);
    return body;
  }
}
