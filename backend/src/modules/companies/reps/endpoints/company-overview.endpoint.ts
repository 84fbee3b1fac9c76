import { COMPANIES_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetCompanyOverview } from '../queries/get-company-overview.handler';

const { companyOverview } = COMPANIES_ENDPOINTS;

/** The representative's company and its mission counts. */
@HandlesEndpoint(companyOverview)
export class ShowCompanyOverview {
  constructor(private readonly queries: QueryBus) {}

  handle({
    caller,
  }: EndpointRequest<typeof companyOverview>): Promise<Reply<typeof companyOverview>> {
    return this.queries.execute(new GetCompanyOverview(caller.accountId));
  }
}
