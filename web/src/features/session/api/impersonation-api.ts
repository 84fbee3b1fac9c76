import { type ImpersonationResponse, ImpersonationResponseSchema } from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Starts acting as an operator (admin only): a marked 2-hour token. */
export function impersonateOperator(operatorId: string): Promise<ImpersonationResponse> {
  return apiRequest(
    `/api/admin/operators/${encodeURIComponent(operatorId)}/impersonate`,
    ImpersonationResponseSchema,
    { method: 'POST' },
  );
}
