import { Module } from '@nestjs/common';
import { WorkSlots } from './work-slots';

/** The operator work slot, shared by the marketplace and the assignment commands. */
@Module({
  providers: [WorkSlots],
  exports: [WorkSlots],
})
export class WorkSlotsModule {}
