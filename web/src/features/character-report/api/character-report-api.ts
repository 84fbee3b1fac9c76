import {
  OPERATORS_ENDPOINTS,
  type CharacterReportInput,
  type CharacterReportResponse,
} from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import type { WizardRequest } from '../wizard-model';

export function submitCharacterReport(
  operatorId: string,
  report: WizardRequest,
): Promise<CharacterReportResponse> {
  return callEndpoint(OPERATORS_ENDPOINTS.submitCharacterReport, {
    params: { id: operatorId },
    // An unanswered question goes absent on purpose: the server's 400 names it.
    body: { character_report: report as CharacterReportInput },
  });
}
