import { MISSIONS_COLLECTION, STREAMS, type MissionDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { READ_STORE } from '#infrastructure/tokens';
import { missionDecider } from '../../../missions/mission/mission.decider';
import { jiraAccountDecider } from '../jira-account.decider';
import { missionJiraIssueDecider } from '../sync/mission-jira-issue.decider';

/**
 * Removes a Jira account with the missions that follow its issues (withdrawn, in the same
 * append): its sync stops and its webhook URL answers 404 from now on. The missions are those
 * listed on the account's stream, so one imported or linked meanwhile conflicts with the removal
 * instead of outliving it.
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
      const { state } = await streams.decide(STREAMS.jiraAccount(accountId), jiraAccountDecider, {
        kind: 'Remove',
      });
      const earlier = await this.missionsBeforeListing(accountId);
      // Still posted, and still following one of the account's issues.
      const missions = await streams.idsWhere(
        [...state.missionIds, ...earlier],
        STREAMS.mission,
        missionJiraIssueDecider,
        (mission) => mission.posted && !mission.withdrawn && mission.accountId === accountId,
      );
      for (const missionId of missions) {
        await streams.decide(STREAMS.mission(missionId), missionDecider, {
          kind: 'Withdraw',
          missionId,
          reason: 'jira_account_deleted',
        });
      }
      return { missionsWithdrawn: missions.length };
    });
  }

  /**
   * The account's missions from the read model: those that followed its issues before the
   * account's stream listed them. Long projected, so the read model's lag cannot hide one.
   */
  private async missionsBeforeListing(accountId: string): Promise<string[]> {
    const missions = await this.store
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .find({ jira_account_id: accountId, withdrawn_at: null }, { projection: { _id: 1 } });
    return missions.map((mission) => mission._id);
  }
}
