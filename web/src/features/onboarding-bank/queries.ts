import { queryOptions } from '@tanstack/react-query';
import { systemDataApi } from '../../lib/api/clients';
import { SESSION_SCOPE } from '../../lib/query-scopes';

export const onboardingBankKey = [...SESSION_SCOPE, 'admin', 'onboarding-bank'] as const;

/** GET /api/admin/onboarding/tasks: the whole bank, active or not. */
export const onboardingBankQuery = () =>
  queryOptions({
    queryKey: onboardingBankKey,
    queryFn: ({ signal }) => systemDataApi.listTasks({ signal }),
  });
