import { MISSIONS_COLLECTION, STREAMS, type MissionDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { READ_STORE } from '#infrastructure/tokens';
import { missionDecider } from '../../../missions/mission/mission.decider';
import { jiraAccountDecider } from '../jira-account.decider';

/**
 * Removes a Jira account with the missions it imported (withdrawn, in the same append): its
 * sync stops and its webhook URL answers 404 from now on.
 */
export class RemoveJiraAccount extends Command<Decided<{ missionsWithdrawn: number }>> {
  constructor(
    readonly accountId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RemoveJiraAccount)
export class RemoveJiraAccountHandler implements ICommandHandler<RemoveJiraAccount> {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  execute({ accountId, context }: RemoveJiraAccount) {
    return this.aggregates.decide(context, async (streams) => {
      await streams.decide(STREAMS.jiraAccount(accountId), jiraAccountDecider, { kind: 'Remove' });
      const missions = await this.store
        .collection<MissionDoc>(MISSIONS_COLLECTION)
        .find({ jira_account_id: accountId, withdrawn_at: null }, { projection: { _id: 1 } });
      for (const mission of missions) {
        await streams.decide(STREAMS.mission(mission._id), missionDecider, {
          kind: 'Withdraw',
          missionId: mission._id,
          reason: 'jira_account_deleted',
        });
      }
      return { missionsWithdrawn: missions.length };
    });
  }
}
