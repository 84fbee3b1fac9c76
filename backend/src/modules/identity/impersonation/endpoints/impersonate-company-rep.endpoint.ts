import { IDENTITY_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ImpersonationStart } from '../impersonation-start';

const { impersonateCompanyRep } = IDENTITY_ENDPOINTS;

/** An admin signs in as a company representative. */
@HandlesEndpoint(impersonateCompanyRep)
export class ImpersonateCompanyRep {
  constructor(private readonly impersonation: ImpersonationStart) {}

  async handle({
    params: { id },
    caller,
    context,
  }: EndpointRequest<typeof impersonateCompanyRep>): Promise<Reply<typeof impersonateCompanyRep>> {
    const answer = await this.impersonation.start(id, 'company_rep', caller, context);
    return { ...answer, company_rep: answer.user };
  }
}
