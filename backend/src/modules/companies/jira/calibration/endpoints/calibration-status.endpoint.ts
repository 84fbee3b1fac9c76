import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { JiraAccounts } from '../../jira-accounts';
import { calibrationOf, describeCalibration } from '../jira-calibration';

const { calibrationStatus } = JIRA_ENDPOINTS;

/** Whether an account's calibration runs, and the price field it found. */
@HandlesEndpoint(calibrationStatus)
export class CalibrationStatus {
  constructor(private readonly accounts: JiraAccounts) {}

  async handle({
    params: { id: accountId },
  }: EndpointRequest<typeof calibrationStatus>): Promise<Reply<typeof calibrationStatus>> {
    const account = await this.accounts.get(accountId);
    return calibrationOf(account, describeCalibration(account));
  }
}
