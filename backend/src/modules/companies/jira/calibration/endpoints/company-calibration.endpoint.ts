import { COMPANY_TEXTS, JIRA_ENDPOINTS } from '@morphic/contracts';
import { NotFoundException } from '@nestjs/common';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { JiraAccounts } from '../../jira-accounts';
import { calibrationOf, describeCalibration } from '../jira-calibration';

const { companyCalibration } = JIRA_ENDPOINTS;

/** Calibration of the company's primary (else first) Jira account. */
@HandlesEndpoint(companyCalibration)
export class CompanyCalibration {
  constructor(private readonly accounts: JiraAccounts) {}

  async handle({
    params: { id: companyId },
  }: EndpointRequest<typeof companyCalibration>): Promise<Reply<typeof companyCalibration>> {
    const account = await this.accounts.mainOfCompany(companyId);
    if (!account) throw new NotFoundException(COMPANY_TEXTS.jira.noAccountFound);
    return calibrationOf(account, describeCalibration(account));
  }
}
