import { COMPANY_TEXTS, JIRA_ENDPOINTS, type JiraCalibrationResponse } from '@morphic/contracts';
import { STREAMS, type JiraAccountDoc } from '@morphic/contracts/server';
import { Controller, NotFoundException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { jiraAccountDecider } from '../jira-account.decider';
import { JiraAccounts } from '../jira-accounts';

const { companyCalibration, calibrationStatus, startCalibration, stopCalibration } = JIRA_ENDPOINTS;

type CalibrationCommand = 'StartCalibration' | 'StopCalibration';

/** The calibration state of an account, as the console shows it (spec 03). */
function calibrationOf(account: JiraAccountDoc, message: string): JiraCalibrationResponse {
  return {
    success: true,
    account_id: account._id,
    status: account.calibration_status,
    active: account.calibration_status === 'active',
    field_id: account.detected_field_id,
    effective_field_id: account.calibration_field_id,
    price_field_key: account.detected_field_name,
    detected_at: account.calibration_detected_at,
    message,
  };
}

function describe(account: JiraAccountDoc): string {
  if (account.calibration_status === 'active') return COMPANY_TEXTS.jira.calibrationRunning;
  const field = account.detected_field_name ?? account.detected_field_id;
  return field ? COMPANY_TEXTS.jira.fieldDetected(field) : COMPANY_TEXTS.jira.noFieldDetected;
}

/**
 * Finds an account's price field: start, edit the price of an issue in Jira (the webhook sees
 * which custom field changed), stop. Later syncs read rewards from that field.
 */
@ApiTags('jira')
@Controller()
export class JiraCalibrationController {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly readYourWrites: ReadYourWrites,
    private readonly accounts: JiraAccounts,
  ) {}

  @Endpoint(companyCalibration)
  async ofCompany(@PathParam('id') companyId: string): Promise<Reply<typeof companyCalibration>> {
    const account = await this.accounts.mainOfCompany(companyId);
    if (!account) throw new NotFoundException(COMPANY_TEXTS.jira.noAccountFound);
    return calibrationOf(account, describe(account));
  }

  @Endpoint(calibrationStatus)
  async status(@PathParam('id') accountId: string): Promise<Reply<typeof calibrationStatus>> {
    const account = await this.accounts.get(accountId);
    return calibrationOf(account, describe(account));
  }

  @Endpoint(startCalibration)
  async start(
    @PathParam('id') accountId: string,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof startCalibration>> {
    const account = await this.run(accountId, 'StartCalibration', context);
    return calibrationOf(account, COMPANY_TEXTS.jira.calibrationStarted);
  }

  /** Reports the field found, or "no field detected yet". */
  @Endpoint(stopCalibration)
  async stop(
    @PathParam('id') accountId: string,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof stopCalibration>> {
    const account = await this.run(accountId, 'StopCalibration', context);
    return calibrationOf(account, describe(account));
  }

  private async run(
    accountId: string,
    kind: CalibrationCommand,
    context: CommandContext,
  ): Promise<JiraAccountDoc> {
    await this.accounts.get(accountId);
    const { position } = await this.aggregates.execute(
      STREAMS.jiraAccount(accountId),
      jiraAccountDecider,
      { kind },
      context,
    );
    await this.readYourWrites.settled(position);
    return this.accounts.get(accountId);
  }
}
