import type { SchedulerFiguresResponse } from '@morphic/contracts';
import {
  ASSIGNMENTS_COLLECTION,
  WORK_SLOTS_COLLECTION,
  type AssignmentDoc,
  type WorkSlotDoc,
} from '@morphic/contracts/server';
import { readInPages, type ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';
import { assignmentThroughput, type AssignmentTimes } from '../throughput';

/** The scheduler tab: assignment throughput over the last day and month, and work slots in use. */
export class GetSchedulerFigures extends Query<SchedulerFiguresResponse> {
  constructor(readonly now: Date) {
    super();
  }
}

@QueryHandler(GetSchedulerFigures)
export class GetSchedulerFiguresHandler implements IQueryHandler<GetSchedulerFigures> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ now }: GetSchedulerFigures): Promise<SchedulerFiguresResponse> {
    const assignments = this.store.collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION);
    const times: AssignmentTimes[] = [];
    for await (const page of readInPages(assignments)) {
      for (const { created_at, submitted_at, validated_at } of page) {
        times.push({ created_at, submitted_at, validated_at });
      }
    }
    const slots = this.store.collection<WorkSlotDoc>(WORK_SLOTS_COLLECTION);
    const [inUse, total, accepted, submitted] = await Promise.all([
      slots.count({ assignment_id: { $ne: null } }),
      slots.count(),
      assignments.count({ state: { $in: ['proposed', 'accepted'] } }),
      assignments.count({ state: 'submitted' }),
    ]);
    return {
      ...assignmentThroughput(times, now),
      work_slots: { in_use: inUse, total },
      active: { accepted, submitted },
    };
  }
}
