import { COMPANY_TEXTS, type JiraCalibrationResponse } from '@morphic/contracts';
import { STREAMS, type JiraAccountDoc } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { jiraAccountDecider } from '../jira-account.decider';
import { JiraAccounts } from '../jira-accounts';

type CalibrationCommand = 'StartCalibration' | 'StopCalibration';

/** The calibration state of an account, as the console shows it (spec 03). */
export function calibrationOf(account: JiraAccountDoc, message: string): JiraCalibrationResponse {
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

/** Whether calibration runs, else the field it found, or that it found none. */
export function describeCalibration(account: JiraAccountDoc): string {
  if (account.calibration_status === 'active') return COMPANY_TEXTS.jira.calibrationRunning;
  const field = account.detected_field_name ?? account.detected_field_id;
  return field ? COMPANY_TEXTS.jira.fieldDetected(field) : COMPANY_TEXTS.jira.noFieldDetected;
}

/**
 * Calibration finds an account's price field: start, edit the price of an issue in Jira (the
 * webhook sees which custom field changed), stop; later syncs read rewards from that field. This
 * starts or stops it, and reads the account once the change shows.
 */
@Injectable()
export class JiraCalibrationRuns {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly readYourWrites: ReadYourWrites,
    private readonly accounts: JiraAccounts,
  ) {}

  async run(
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
