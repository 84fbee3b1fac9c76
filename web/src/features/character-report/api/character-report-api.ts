import { type CharacterReportResponse, CharacterReportResponseSchema } from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { WizardRequest } from '../wizard-model';

export function submitCharacterReport(
  operatorId: string,
  report: WizardRequest,
): Promise<CharacterReportResponse> {
  return apiRequest(
    `/api/operators/${encodeURIComponent(operatorId)}/character-report`,
    CharacterReportResponseSchema,
    { method: 'POST', body: { character_report: report } },
  );
}
