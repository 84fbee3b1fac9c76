import { COMPANIES_ADMIN_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ListAdminCompanyReps } from '../queries/list-admin-company-reps.handler';

const { adminCompanyReps } = COMPANIES_ADMIN_ENDPOINTS;

/** The System console's Company-reps tab: the representatives, filtered and paged. */
@HandlesEndpoint(adminCompanyReps)
export class ListAdminCompanyRepsEndpoint {
  constructor(private readonly queries: QueryBus) {}

  handle({
    query,
  }: EndpointRequest<typeof adminCompanyReps>): Promise<Reply<typeof adminCompanyReps>> {
    return this.queries.execute(new ListAdminCompanyReps(query));
  }
}
