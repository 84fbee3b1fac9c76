import { COMPANY_TEXTS, JIRA_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { calibrationOf, JiraCalibrationRuns } from '../jira-calibration';

const { startCalibration } = JIRA_ENDPOINTS;

/**
 * Starts finding an account's price field: the next custom field edited in Jira (the webhook
 * sees which one changed) becomes it.
 */
@HandlesEndpoint(startCalibration)
export class StartCalibration {
  constructor(private readonly calibrations: JiraCalibrationRuns) {}

  async handle({
    params: { id: accountId },
    context,
  }: EndpointRequest<typeof startCalibration>): Promise<Reply<typeof startCalibration>> {
    const account = await this.calibrations.run(accountId, 'StartCalibration', context);
    return calibrationOf(account, COMPANY_TEXTS.jira.calibrationStarted);
  }
}
