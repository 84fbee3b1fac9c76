import { PLATFORM_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';

const { health } = PLATFORM_ENDPOINTS;

/** Liveness: the process answers. */
@HandlesEndpoint(health)
export class Health {
  private readonly startedAt = Date.now();

  async handle(): Promise<Reply<typeof health>> {
    return { status: 'ok', uptime_seconds: Math.round((Date.now() - this.startedAt) / 1000) };
  }
}
