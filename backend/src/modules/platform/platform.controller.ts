import { formatPosition, type EventStore, type LogPosition } from '@morphic/stores';
import type { HelloResponse, ReadyResponse } from '@morphic/contracts';
import { ProjectionProgress } from '@morphic/projections';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../../infrastructure/auth/access.decorator';
import { ProjectionsService } from '../../infrastructure/projections/projections.service';
import { EVENT_STORE } from '../../infrastructure/tokens';

/** How long `/api/ready` lets the read models take to reach the head of the log. */
const READY_LAG_BOUND_MS = 1000;

@ApiTags('platform')
@Controller('api')
export class PlatformController {
  private readonly startedAt = Date.now();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly projections: ProjectionsService,
    private readonly progress: ProjectionProgress,
  ) {}

  @Get('hello')
  @Access('public')
  hello(): HelloResponse {
    return { message: 'Hello from Morphic', status: 'online' };
  }

  /** Liveness: the process answers. */
  @Get('health')
  @Access('public')
  health(): { status: 'ok'; uptime_seconds: number } {
    return { status: 'ok', uptime_seconds: Math.round((Date.now() - this.startedAt) / 1000) };
  }

  /** Readiness: the event store answers and the read models reach its head within the bound. */
  @Get('ready')
  @Access('public')
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadyResponse> {
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
    const body: ReadyResponse = {
      ready: reachable && caughtUp,
      event_store: { reachable, head: head ? formatPosition(head) : null },
      projections: {
        caught_up: caughtUp,
        position: position ? formatPosition(position) : null,
        lag:
          head && position ? Math.max(Number(head.commit - position.commit), 0) : head ? null : 0,
        items,
      },
    };
    response.status(body.ready ? 200 : 503);
    return body;
  }
}
