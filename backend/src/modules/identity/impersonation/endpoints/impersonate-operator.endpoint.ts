import { IDENTITY_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ImpersonationStart } from '../impersonation-start';

const { impersonateOperator } = IDENTITY_ENDPOINTS;

/** An admin signs in as an operator. */
@HandlesEndpoint(impersonateOperator)
export class ImpersonateOperator {
  constructor(private readonly impersonation: ImpersonationStart) {}

  handle({
    params: { id },
    caller,
    context,
  }: EndpointRequest<typeof impersonateOperator>): Promise<Reply<typeof impersonateOperator>> {
    return this.impersonation.start(id, 'operator', caller, context);
  }
}
