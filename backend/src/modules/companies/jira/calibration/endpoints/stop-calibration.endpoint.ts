import { JIRA_ENDPOINTS } from '@morphic/contracts';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { calibrationOf, describeCalibration, JiraCalibrationRuns } from '../jira-calibration';

const { stopCalibration } = JIRA_ENDPOINTS;

/** Stops calibrating; reports the field found, or "no field detected yet". */
@HandlesEndpoint(stopCalibration)
export class StopCalibration {
  constructor(private readonly calibrations: JiraCalibrationRuns) {}

  async handle({
    params: { id: accountId },
    context,
  }: EndpointRequest<typeof stopCalibration>): Promise<Reply<typeof stopCalibration>> {
    const account = await this.calibrations.run(accountId, 'StopCalibration', context);
    return calibrationOf(account, describeCalibration(account));
  }
}
