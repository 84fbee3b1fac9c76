import { COMPANY_REP_WORK_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { CompanyRepAccess } from '../company-rep-access';
import { GetVettedOperators } from '../queries/get-vetted-operators.handler';

const { companyOperators } = COMPANY_REP_WORK_ENDPOINTS;

/** The vetted operators a representative may pick from: onboarding completed, active. */
@HandlesEndpoint(companyOperators)
export class ListVettedOperators {
  constructor(
    private readonly queries: QueryBus,
    private readonly access: CompanyRepAccess,
  ) {}

  async handle({
    caller,
  }: EndpointRequest<typeof companyOperators>): Promise<Reply<typeof companyOperators>> {
    await this.access.assertAllowed(caller);
    return this.queries.execute(new GetVettedOperators());
  }
}
