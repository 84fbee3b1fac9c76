import { CHARACTER_REPORT_TEXTS, type CharacterReportInput } from '@morphic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorsApi } from '../../../lib/api/clients';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/token-store';
import { operatorRecordQuery } from '../../account/queries';
import { sessionUserKey } from '../../session/session-actions';
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
      return operatorsApi.submitCharacterReport({
        params: { id: operatorId },
        // An unanswered question goes absent on purpose: the server's 400 names it.
        body: { character_report: report as CharacterReportInput },
      });
    },
    onSuccess: async (response) => {
      queryClient.setQueryData(
        operatorRecordQuery(response.operator.id).queryKey,
        response.operator,
      );
      await queryClient.invalidateQueries({ queryKey: sessionUserKey });
    },
  });
}
