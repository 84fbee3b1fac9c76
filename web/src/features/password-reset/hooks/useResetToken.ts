import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { verifyResetToken } from '../api/password-reset-api';

/** Whether the link's token still works (checked once; a used token stays used). */
export function useResetToken(token: string) {
  return useQuery({
    queryKey: queryKeys.resetToken(token),
    queryFn: ({ signal }) => verifyResetToken(token, signal),
    enabled: token.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}
