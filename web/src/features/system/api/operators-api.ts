import {
  type AdminOperatorsQuery,
  type AdminOperatorsResponse,
  AdminOperatorsResponseSchema,
} from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

export function fetchAdminOperators(
  query: AdminOperatorsQuery,
  signal?: AbortSignal,
): Promise<AdminOperatorsResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return apiRequest(
    `/api/admin/operators${search ? `?${search}` : ''}`,
    AdminOperatorsResponseSchema,
    { signal },
  );
}
