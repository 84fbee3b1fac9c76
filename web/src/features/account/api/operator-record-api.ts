import { type OperatorRecordResponse, OperatorRecordResponseSchema } from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

export function fetchOperatorRecord(
  operatorId: string,
  signal?: AbortSignal,
): Promise<OperatorRecordResponse> {
  return apiRequest(
    `/api/operators/${encodeURIComponent(operatorId)}`,
    OperatorRecordResponseSchema,
    {
      signal,
    },
  );
}
