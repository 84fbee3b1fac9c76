import { IDENTITY_ENDPOINTS, type ImpersonationResponse } from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** Starts acting as an operator (admin only): a marked 2-hour token. */
export function impersonateOperator(operatorId: string): Promise<ImpersonationResponse> {
  return callEndpoint(IDENTITY_ENDPOINTS.impersonateOperator, { params: { id: operatorId } });
}
