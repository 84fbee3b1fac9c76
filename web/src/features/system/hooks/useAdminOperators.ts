import type { AdminOperatorsQuery } from '@morphic/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOperatorsQuery } from '../queries';

/** One page of the operator list; the previous page stays on screen while the next loads. */
export function useAdminOperators(query: AdminOperatorsQuery) {
  return useQuery({ ...adminOperatorsQuery(query), placeholderData: keepPreviousData });
}
