import { DEFAULT_ESTIMATED_HOURS, skillVectorOfList } from '@morphic/contracts';
import { STREAMS, type JiraAccountDoc } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import type { Decision } from '../../../../infrastructure/commands/decision';
import { uuidFromKey } from '../../../../infrastructure/ids/uuid-from-key';
import type { JiraIssue } from '../../../../infrastructure/jira/jira-resources';
import { missionDecider } from '../../../missions/mission/mission.decider';
import { missionDetailsOf, platformMissionOf } from './issue-mission';

export type IssueOutcome = 'created' | 'updated' | 'unchanged';

/** The mission a Jira issue becomes: the same issue always names the same mission stream. */
export const missionIdOfIssue = (accountId: string, issueKey: string): string =>
  uuidFromKey(`jira-issue:${accountId}:${issueKey}`);

/**
 * Makes a Jira issue's mission say what the issue says: posted the first time (unless the
 * platform opened the issue for a mission it has), then only the fields that differ (a sync and a webhook delivery land on the same mission, and neither
 * writes anything when nothing changed).
 */
@Injectable()
export class JiraIssueImport {
  constructor(private readonly aggregates: AggregateRepository) {}

  /** In its own append. */
  async importIssue(
    account: JiraAccountDoc,
    issue: JiraIssue,
    priceField: string | null,
    context: CommandContext,
  ): Promise<IssueOutcome> {
    const { outcome } = await this.aggregates.decide(context, async (streams) => ({
      outcome: await importIssueIn(streams, account, issue, priceField),
    }));
    return outcome;
  }
}

/** In the caller's decision, appended with the rest of it. */
export async function importIssueIn(
  streams: Decision,
  account: JiraAccountDoc,
  issue: JiraIssue,
  priceField: string | null,
): Promise<IssueOutcome> {
  // An issue the platform opened for one of its missions belongs to that mission.
  const missionId = platformMissionOf(issue) ?? missionIdOfIssue(account._id, issue.key);
  const { reward_amount, ...details } = missionDetailsOf(issue, priceField);
  const stream = STREAMS.mission(missionId);
  const mission = await streams.read(stream, missionDecider);
  if (!mission.posted) {
    await streams.decide(stream, missionDecider, {
      kind: 'Post',
      mission: {
        mission_id: missionId,
        ...details,
        reward_amount: reward_amount ?? 0,
        difficulty: 'intermediate',
        estimated_hours: DEFAULT_ESTIMATED_HOURS,
        required_skill_vector: skillVectorOfList(details.domain_tags),
        reward_asset: 'USD',
        owner_operator_id: null,
        company_id: account.company_id,
        jira_key: issue.key,
        jira_account_id: account._id,
      },
    });
    return 'created';
  }
  const { events } = await streams.decide(stream, missionDecider, {
    kind: 'ChangeDetails',
    changes: reward_amount === null ? details : { ...details, reward_amount },
    source: 'jira',
  });
  return events.length > 0 ? 'updated' : 'unchanged';
}
