import { PROJECTIONS_ENDPOINTS, SYSTEM_HEALTH_TEXTS } from '@morphic/contracts';
import { RebuildRunningError, UnknownProjectionError } from '@morphic/projections';
import { ConflictException, NotFoundException } from '@nestjs/common';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ProjectionsService } from '#infrastructure/projections/projections.service';

const { rebuildProjection } = PROJECTIONS_ENDPOINTS;

/** Answers at once (202) with the first progress; the rest arrives as `projection.rebuild` pushes. */
@HandlesEndpoint(rebuildProjection)
export class RebuildProjection {
  constructor(private readonly projections: ProjectionsService) {}

  async handle({
    params: { name },
  }: EndpointRequest<typeof rebuildProjection>): Promise<Reply<typeof rebuildProjection>> {
    const rebuilds = this.projections.onlineRebuilds;
    if (!rebuilds) throw new ConflictException(SYSTEM_HEALTH_TEXTS.rebuildInWorker);
    try {
      return rebuilds.start(name);
    } catch (error) {
      if (error instanceof UnknownProjectionError) {
        throw new NotFoundException(SYSTEM_HEALTH_TEXTS.unknownProjection(name));
      }
      if (error instanceof RebuildRunningError) {
        throw new ConflictException(SYSTEM_HEALTH_TEXTS.rebuildRunning(name));
      }
      throw error;
    }
  }
}
