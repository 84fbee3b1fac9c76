import { ALL_PROJECTIONS, ProjectionNotifier, ProjectionProgress } from '@morphic/projections';
import { Global, Module } from '@nestjs/common';
import { PROJECTIONS, ProjectionsService } from './projections.service';

@Global()
@Module({
  providers: [
    { provide: PROJECTIONS, useValue: ALL_PROJECTIONS },
    { provide: ProjectionProgress, useFactory: () => new ProjectionProgress() },
    { provide: ProjectionNotifier, useFactory: () => new ProjectionNotifier() },
    ProjectionsService,
  ],
  exports: [PROJECTIONS, ProjectionProgress, ProjectionNotifier, ProjectionsService],
})
export class ProjectionsModule {}
