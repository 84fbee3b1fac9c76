import { OPERATORS_ENDPOINTS, type OperatorRecordResponse } from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export function fetchOperatorRecord(
  operatorId: string,
  signal?: AbortSignal,
): Promise<OperatorRecordResponse> {
  return callEndpoint(OPERATORS_ENDPOINTS.record, { params: { id: operatorId }, signal });
}
