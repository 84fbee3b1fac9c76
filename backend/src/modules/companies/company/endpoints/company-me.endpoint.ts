import { COMPANIES_ENDPOINTS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { READ_STORE } from '#infrastructure/tokens';
import { companyOf } from '../company-of';

const { companyMe } = COMPANIES_ENDPOINTS;

/** The signed-in company. */
@HandlesEndpoint(companyMe)
export class ShowOwnCompany {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async handle({ caller }: EndpointRequest<typeof companyMe>): Promise<Reply<typeof companyMe>> {
    const company = await companyOf(this.store, caller.accountId);
    return {
      success: true,
      id: company._id,
      company_name: company.company_name,
      status: company.status,
    };
  }
}
