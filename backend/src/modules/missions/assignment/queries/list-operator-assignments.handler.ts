import type { Assignment } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { assignmentViews, assignmentsOf } from '@morphic/projections';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** An operator's assignments, newest first (My Tasks). */
export class ListOperatorAssignments extends Query<Assignment[]> {
  constructor(readonly operatorId: string) {
    super();
  }
}

@QueryHandler(ListOperatorAssignments)
export class ListOperatorAssignmentsHandler implements IQueryHandler<ListOperatorAssignments> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ operatorId }: ListOperatorAssignments): Promise<Assignment[]> {
    const docs = await assignmentsOf(this.store).find(
      { operator_id: operatorId },
      { sort: { created_at: -1 } },
    );
    return assignmentViews(this.store, docs);
  }
}
