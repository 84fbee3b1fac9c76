import { COMPANY_REP_WORK_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { CompanyRepAccess } from '../company-rep-access';
import { GetCompanyMissions } from '../queries/get-company-missions.handler';

const { companyMissions } = COMPANY_REP_WORK_ENDPOINTS;

/** The company's missions (can_view_tasks), with their payments for can_view_payments. */
@HandlesEndpoint(companyMissions)
export class ListCompanyMissions {
  constructor(
    private readonly queries: QueryBus,
    private readonly access: CompanyRepAccess,
  ) {}

  async handle({
    query,
    caller,
  }: EndpointRequest<typeof companyMissions>): Promise<Reply<typeof companyMissions>> {
    const { account, company } = await this.access.assertAllowed(caller, 'can_view_tasks');
    const withPayments = account.permissions?.can_view_payments === true;
    return this.queries.execute(new GetCompanyMissions(company._id, query.status, withPayments));
  }
}
