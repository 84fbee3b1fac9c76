import {
  ADMIN_ENDPOINTS,
  type AdminOperatorsQuery,
  type AdminOperatorsResponse,
} from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export function fetchAdminOperators(
  query: AdminOperatorsQuery,
  signal?: AbortSignal,
): Promise<AdminOperatorsResponse> {
  return callEndpoint(ADMIN_ENDPOINTS.operators, { query, signal });
}
