import type { OPERATOR_ANALYSIS_ENDPOINTS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { READ_STORE } from '#infrastructure/tokens';
import { ChangeOperatorSkills } from '../../operators/onboarding/commands/change-operator-skills.handler';
import { analysedAccount } from './analysed-operator';
import { GetOperatorStats } from './queries/get-operator-stats.handler';

type Endpoints = typeof OPERATOR_ANALYSIS_ENDPOINTS;
export type SkillEndpoint =
  Endpoints['setSkillStatus'] | Endpoints['manageSkills'] | Endpoints['clearFailedTasks'];

/**
 * Changes an analysed operator's skills and answers with their onboarding status once the read
 * models include the change: the skill endpoints of the analysis screen share it.
 */
@Injectable()
export class SkillChanges {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async change(
    operatorId: string,
    change: ChangeOperatorSkills['change'],
    message: string,
    context: CommandContext,
  ): Promise<Reply<SkillEndpoint>> {
    const account = await analysedAccount(this.store, operatorId);
    const { position } = await this.commands.execute(
      new ChangeOperatorSkills(operatorId, change, account.onboarding_completed, context),
    );
    await this.readYourWrites.settled(position);
    const { onboarding_status } = await this.queries.execute(new GetOperatorStats(operatorId));
    return { success: true, message, onboarding_status, position };
  }
}
