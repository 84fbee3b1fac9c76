import {
  MARKETPLACE_TEXTS,
  type AdminMissionStatsResponse,
  type AdminMissionValidation,
} from '@morphic/contracts';
import {
  ADMIN_UPLOADS_COLLECTION,
  ASSIGNMENTS_COLLECTION,
  COMPANIES_COLLECTION,
  JIRA_ACCOUNTS_COLLECTION,
  MISSIONS_COLLECTION,
  VALIDATION_JOBS_COLLECTION,
  type AdminUploadDoc,
  type AssignmentDoc,
  type CompanyDoc,
  type JiraAccountDoc,
  type MissionDoc,
  type ValidationJobDoc,
} from '@morphic/contracts/server';
import { assignmentViews } from '@morphic/projections';
import type { ReadStore } from '@morphic/stores';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';
import { handlesFor, toAdminMission } from '../admin-mission-views';

/** The mission analysis screen: the mission, its assignments, validations, questions, company. */
export class GetMissionStats extends Query<AdminMissionStatsResponse> {
  constructor(readonly missionId: string) {
    super();
  }
}

@QueryHandler(GetMissionStats)
export class GetMissionStatsHandler implements IQueryHandler<GetMissionStats> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ missionId }: GetMissionStats): Promise<AdminMissionStatsResponse> {
    const doc = await this.store
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .findOne({ _id: missionId, withdrawn_at: null });
    if (!doc) throw new NotFoundException(MARKETPLACE_TEXTS.missionNotFound);
    const assignmentDocs = await this.store
      .collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION)
      .find({ mission_id: missionId }, { sort: { created_at: -1, _id: 1 } });
    const assignments = await assignmentViews(this.store, assignmentDocs);
    const jobs = await this.store
      .collection<ValidationJobDoc>(VALIDATION_JOBS_COLLECTION)
      .find(
        { assignment_id: { $in: assignmentDocs.map((a) => a._id) } },
        { sort: { submitted_at: -1, _id: 1 } },
      );
    const logsOf = new Map(assignmentDocs.map((a) => [a._id, a.validation_logs ?? []]));
    const validations: AdminMissionValidation[] = jobs.map((job) => ({
      id: job._id,
      assignment_id: job.assignment_id,
      validation_type: job.validator_type ?? job.validator_kind,
      status: job.validation_status ?? job.status,
      score: job.validation_score,
      feedback: job.validation_feedback,
      logs: logsOf.get(job.assignment_id) ?? [],
      submitted_at: job.submitted_at,
      validated_at: job.validated_at,
    }));
    const questions = assignments
      .flatMap((assignment) =>
        assignment.questions.map((question) => ({
          assignment_id: assignment.id,
          operator_handle: assignment.operator.handle,
          ...question,
        })),
      )
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    const uploads = await this.store.collection<AdminUploadDoc>(ADMIN_UPLOADS_COLLECTION).find(
      {
        $or: [
          { mission_id: missionId },
          { assignment_id: { $in: assignmentDocs.map((a) => a._id) } },
        ],
      },
      { sort: { uploaded_at: -1, _id: 1 } },
    );
    const company = await this.companyOf(doc);
    return {
      success: true,
      mission: {
        ...toAdminMission(doc, await handlesFor(this.store, [doc])),
        subtasks: await this.subtasksOf(doc),
        validations,
        company,
        jira_push_error: doc.jira_push_error ?? null,
        jira_refusal: doc.jira_refusal ?? null,
        jira_attachments: doc.jira_attachments ?? [],
      },
      assignments,
      questions,
      uploads: uploads.map(({ _id, uploaded_by: _by, ...upload }) => ({ id: _id, ...upload })),
      has_jira: Boolean(doc.jira_key),
    };
  }

  /** The mission's subtasks in its own list's order, each with its assignments, newest first. */
  private async subtasksOf(
    doc: MissionDoc,
  ): Promise<AdminMissionStatsResponse['mission']['subtasks']> {
    const ids = (doc.subtasks ?? []).map((subtask) => subtask.id);
    if (ids.length === 0) return [];
    const children = await this.store
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .find({ _id: { $in: ids } });
    const assignmentDocs = await this.store
      .collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION)
      .find({ mission_id: { $in: ids } }, { sort: { created_at: -1, _id: 1 } });
    const assignments = await assignmentViews(this.store, assignmentDocs);
    const handles = await handlesFor(this.store, children);
    const childOf = new Map(children.map((child) => [child._id, child]));
    return ids.flatMap((id) => {
      const child = childOf.get(id);
      if (!child) return [];
      return [
        {
          ...toAdminMission(child, handles),
          assignments: assignments.filter((assignment) => assignment.mission_id === id),
        },
      ];
    });
  }

  /** The company and the Jira account the mission goes through (its own, else the primary). */
  private async companyOf(
    doc: MissionDoc,
  ): Promise<AdminMissionStatsResponse['mission']['company']> {
    if (!doc.company_id) return null;
    const company = await this.store
      .collection<CompanyDoc>(COMPANIES_COLLECTION)
      .findOne({ _id: doc.company_id });
    if (!company) return null;
    const accounts = await this.store
      .collection<JiraAccountDoc>(JIRA_ACCOUNTS_COLLECTION)
      .find({ company_id: doc.company_id, removed_at: null }, { sort: { created_at: 1, _id: 1 } });
    const account =
      accounts.find((a) => a._id === doc.jira_account_id) ??
      accounts.find((a) => a.is_primary) ??
      accounts[0];
    return {
      id: company._id,
      company_name: company.company_name,
      jira_url: account?.jira_url ?? company.jira_url,
      jira_upload_enabled: account?.upload_enabled ?? false,
      jira_upload_username: account?.upload_username ?? null,
      has_upload_token: Boolean(account?.upload_token),
    };
  }
}
