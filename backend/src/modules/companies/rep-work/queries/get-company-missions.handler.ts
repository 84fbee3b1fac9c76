import {
  MISSION_STATUSES_OF_FILTER,
  type CompanyMissionsResponse,
  type CompanyTaskFilter,
} from '@morphic/contracts';
import {
  COMPANY_TASK_JIRA_COLLECTION,
  MISSIONS_COLLECTION,
  type CompanyTaskJiraDoc,
  type MissionDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { toCompanyMission, toTaskJiraSync } from '@morphic/projections';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';
import { paymentSummary } from '../payment-summary';

/**
 * A company's missions, newest first, narrowed by the task list's filter, with the Jira link of
 * those that have one; payments on request.
 */
export class GetCompanyMissions extends Query<CompanyMissionsResponse> {
  constructor(
    readonly companyId: string,
    readonly filter: CompanyTaskFilter | undefined,
    readonly withPayments: boolean,
  ) {
    super();
  }
}

@QueryHandler(GetCompanyMissions)
export class GetCompanyMissionsHandler implements IQueryHandler<GetCompanyMissions> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({
    companyId,
    filter,
    withPayments,
  }: GetCompanyMissions): Promise<CompanyMissionsResponse> {
    // The payment summary covers every mission of the company, whatever the filter shows.
    const missions = await this.store
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .find({ company_id: companyId }, { sort: { created_at: -1, _id: 1 } });
    const shown = filter
      ? missions.filter((mission) => MISSION_STATUSES_OF_FILTER[filter].includes(mission.status))
      : missions;
    const listed = new Set(shown.map((mission) => mission._id));
    const links = await this.store
      .collection<CompanyTaskJiraDoc>(COMPANY_TASK_JIRA_COLLECTION)
      .find({ company_id: companyId });
    const jiraSync = links
      .filter((link) => listed.has(link._id))
      .map((link) => [link._id, toTaskJiraSync(link)] as const)
      .filter(([, sync]) => sync.state !== 'not_linked');
    return {
      success: true,
      missions: shown.map(toCompanyMission),
      jira_sync: Object.fromEntries(jiraSync),
      ...(withPayments ? { payment_summary: paymentSummary(missions) } : {}),
    };
  }
}
