import { COMPANIES_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetCompanyRep } from '../queries/get-company-rep.handler';

const { companyRepMe } = COMPANIES_ENDPOINTS;

/** The signed-in representative. */
@HandlesEndpoint(companyRepMe)
export class ShowOwnCompanyRep {
  constructor(private readonly queries: QueryBus) {}

  async handle({
    caller,
  }: EndpointRequest<typeof companyRepMe>): Promise<Reply<typeof companyRepMe>> {
    return {
      success: true,
      company_rep: await this.queries.execute(new GetCompanyRep(caller.accountId)),
    };
  }
}
