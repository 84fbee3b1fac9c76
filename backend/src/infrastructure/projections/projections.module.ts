import { ALL_PROJECTIONS, ProjectionProgress } from '@morphic/projections';
import { Global, Module } from '@nestjs/common';
import { PROJECTIONS, ProjectionsService } from './projections.service';

@Global()
@Module({
  providers: [
    { provide: PROJECTIONS, useValue: ALL_PROJECTIONS },
    { provide: ProjectionProgress, useFactory: () => new ProjectionProgress() },
    ProjectionsService,
  ],
  exports: [PROJECTIONS, ProjectionProgress, ProjectionsService],
})
export class ProjectionsModule {}
