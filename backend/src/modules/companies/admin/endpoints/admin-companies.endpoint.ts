import { COMPANIES_ADMIN_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ListAdminCompanies } from '../queries/list-admin-companies.handler';

const { adminCompanies } = COMPANIES_ADMIN_ENDPOINTS;

/** The System console's Companies tab: the companies, filtered and paged. */
@HandlesEndpoint(adminCompanies)
export class ListAdminCompaniesEndpoint {
  constructor(private readonly queries: QueryBus) {}

  handle({ query }: EndpointRequest<typeof adminCompanies>): Promise<Reply<typeof adminCompanies>> {
    return this.queries.execute(new ListAdminCompanies(query));
  }
}
