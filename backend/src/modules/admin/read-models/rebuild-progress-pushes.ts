import { ROOMS } from '@morphic/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ProjectionsService } from '#infrastructure/projections/projections.service';
import { RealtimeGateway } from '#infrastructure/realtime/realtime.gateway';

/** Admins and founders see every online rebuild move on live, wherever they have the console open. */
export const REBUILD_ROOMS = [ROOMS.role('admin'), ROOMS.role('founder')];

/** Sends each online rebuild's progress as a `projection.rebuild` push. */
@Injectable()
export class RebuildProgressPushes implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly gateway: RealtimeGateway,
  ) {}

  onModuleInit(): void {
    this.projections.onRebuildProgress((progress) =>
      this.gateway.emit(REBUILD_ROOMS, 'projection.rebuild', { position: null, data: progress }),
    );
  }
}
