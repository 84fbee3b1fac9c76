import { queryOptions } from '@tanstack/react-query';
import { systemDataApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';

export const algorithmsKey = [...SESSION_SCOPE, 'admin', 'algorithms'] as const;

/** GET /api/admin/algorithms/config: each section's values and who saved them. */
export const algorithmConfigQuery = () =>
  queryOptions({
    queryKey: [...algorithmsKey, 'config'],
    queryFn: ({ signal }) => systemDataApi.config({ signal }),
  });

/** GET /api/admin/algorithms/config/docs: what each parameter means, its range and default. */
export const algorithmDocsQuery = () =>
  queryOptions({
    queryKey: [...algorithmsKey, 'docs'],
    queryFn: ({ signal }) => systemDataApi.docs({ signal }),
    staleTime: Infinity,
  });
