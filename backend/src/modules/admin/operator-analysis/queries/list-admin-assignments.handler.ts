import { ASSIGNMENTS_COLLECTION, type AssignmentDoc } from '@morphic/contracts/server';
import { AdminAssignmentsQuerySchema, type AdminAssignmentsResponse } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { assignmentViews } from '@morphic/projections';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { z } from 'zod';
import { READ_STORE } from '#infrastructure/tokens';
import { analysedAccount } from '../analysed-operator';

/** One operator's assignments (missions and onboarding tasks), newest first, a page at a time. */
export class ListAdminAssignments extends Query<AdminAssignmentsResponse> {
  constructor(readonly query: z.output<typeof AdminAssignmentsQuerySchema>) {
    super();
  }
}

@QueryHandler(ListAdminAssignments)
export class ListAdminAssignmentsHandler implements IQueryHandler<ListAdminAssignments> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ query }: ListAdminAssignments): Promise<AdminAssignmentsResponse> {
    const { operator_id: operatorId, page, limit } = query;
    await analysedAccount(this.store, operatorId);
    const assignments = this.store.collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION);
    const [docs, total] = await Promise.all([
      assignments.find(
        { operator_id: operatorId },
        { sort: { created_at: -1, _id: -1 }, skip: (page - 1) * limit, limit },
      ),
      assignments.count({ operator_id: operatorId }),
    ]);
    return {
      success: true,
      assignments: await assignmentViews(this.store, docs),
      total,
      page,
      limit,
    };
  }
}
