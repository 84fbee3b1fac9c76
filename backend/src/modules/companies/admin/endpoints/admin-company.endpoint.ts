import { COMPANIES_ADMIN_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetAdminCompany } from '../queries/get-admin-company.handler';

const { adminCompany } = COMPANIES_ADMIN_ENDPOINTS;

/** The System console's company analysis screen: one company. */
@HandlesEndpoint(adminCompany)
export class ShowAdminCompany {
  constructor(private readonly queries: QueryBus) {}

  handle({ params }: EndpointRequest<typeof adminCompany>): Promise<Reply<typeof adminCompany>> {
    return this.queries.execute(new GetAdminCompany(params.id));
  }
}
