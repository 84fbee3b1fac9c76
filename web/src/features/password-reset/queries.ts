import { queryOptions } from '@tanstack/react-query';
import { identityApi } from '../../lib/api/clients';
import { PUBLIC_SCOPE } from '../../lib/query-scopes';

/** Whether a reset link's token still works: checked once (a used token stays used). */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: [...PUBLIC_SCOPE, 'reset-token', token],
    queryFn: ({ signal }) =>
      identityApi.verifyResetToken({ params: { token }, token: null, signal }),
    enabled: token.length > 0,
    staleTime: Infinity,
    retry: false,
  });
