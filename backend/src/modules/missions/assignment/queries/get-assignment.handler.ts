import { ASSIGNMENT_TEXTS, type Assignment } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { assignmentViews, assignmentsOf } from '@morphic/projections';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** One assignment as the API shows it; 404 "Assignment not found" when there is none. */
export class GetAssignment extends Query<Assignment> {
  constructor(readonly assignmentId: string) {
    super();
  }
}

@QueryHandler(GetAssignment)
export class GetAssignmentHandler implements IQueryHandler<GetAssignment> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ assignmentId }: GetAssignment): Promise<Assignment> {
    const doc = await assignmentsOf(this.store).findOne({ _id: assignmentId });
    if (!doc) throw new NotFoundException(ASSIGNMENT_TEXTS.notFound);
    const [assignment] = await assignmentViews(this.store, [doc]);
    if (!assignment) throw new NotFoundException(ASSIGNMENT_TEXTS.notFound);
    return assignment;
  }
}
