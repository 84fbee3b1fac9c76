import {
  MISSIONS_COLLECTION,
  VALIDATION_JOBS_COLLECTION,
  type MissionDoc,
  type ValidationJobDoc,
} from '@morphic/contracts/server';
import { OPERATOR_ANALYSIS_TEXTS, type AdminAssignmentResponse } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { assignmentViews, assignmentsOf, toMission } from '@morphic/projections';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** Spec 03 "Assignment (admin view)": the assignment, its mission and its validation entries. */
export class GetAdminAssignment extends Query<AdminAssignmentResponse> {
  constructor(readonly assignmentId: string) {
    super();
  }
}

@QueryHandler(GetAdminAssignment)
export class GetAdminAssignmentHandler implements IQueryHandler<GetAdminAssignment> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ assignmentId }: GetAdminAssignment): Promise<AdminAssignmentResponse> {
    const doc = await assignmentsOf(this.store).findOne({ _id: assignmentId });
    const [assignment] = doc ? await assignmentViews(this.store, [doc]) : [];
    if (!doc || !assignment) {
      throw new NotFoundException(OPERATOR_ANALYSIS_TEXTS.assignmentNotFound);
    }
    const [mission, jobs] = await Promise.all([
      doc.mission_id
        ? this.store.collection<MissionDoc>(MISSIONS_COLLECTION).findOne({ _id: doc.mission_id })
        : null,
      this.store
        .collection<ValidationJobDoc>(VALIDATION_JOBS_COLLECTION)
        .find({ assignment_id: assignmentId }, { sort: { submitted_at: 1 } }),
    ]);
    return {
      success: true,
      assignment,
      mission: mission ? toMission(mission) : null,
      validations: jobs.map((job) => ({
        id: job.validation_entry_id,
        validation_type: job.validator_type ?? job.validator_kind,
        status: job.validation_status ?? 'pending',
        score: job.validation_score,
        feedback: job.validation_feedback,
        submitted_at: job.submitted_at,
        validated_at: job.validated_at,
      })),
    };
  }
}
