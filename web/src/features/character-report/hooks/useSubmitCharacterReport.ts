import { CHARACTER_REPORT_TEXTS } from '@morphic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { getToken } from '../../../lib/token-store';
import { submitCharacterReport } from '../api/character-report-api';
import type { WizardRequest } from '../wizard-model';

/** POST the report for the signed-in operator; without a session it fails with 'Authentication required'. */
export function useSubmitCharacterReport(operatorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (report: WizardRequest) => {
      if (!getToken() || !operatorId) {
        const text = CHARACTER_REPORT_TEXTS.authenticationRequired;
        throw new ApiError('http', text, 401, text);
      }
      return submitCharacterReport(operatorId, report);
    },
    onSuccess: async (response) => {
      queryClient.setQueryData(queryKeys.operatorRecord(response.operator.id), response.operator);
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
