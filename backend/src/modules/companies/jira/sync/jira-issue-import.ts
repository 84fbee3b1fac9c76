import { DEFAULT_ESTIMATED_HOURS, skillVectorOfList } from '@morphic/contracts';
import { STREAMS, type JiraAccountDoc } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Decision } from '#infrastructure/commands/decision';
import { uuidFromKey } from '#infrastructure/ids/uuid-from-key';
import type { JiraIssue } from '#infrastructure/jira/jira-resources';
import { SecurityLog } from '#infrastructure/security/security-log';
import { jiraAccountDecider } from '../jira-account.decider';
import { postMissionIn } from '../../../missions/mission/commands/post-mission-in';
import { missionDecider } from '../../../missions/mission/mission.decider';
import { jiraIssueClaimDecider } from '../../rep-work/jira-link/jira-issue-claim.decider';
import { issueUpdatedAt, missionDetailsOf, platformMissionOf } from './issue-mission';
import {
  isStaleIssueState,
  issueClaimOn,
  missionJiraIssueDecider,
  type IssueClaim,
} from './mission-jira-issue.decider';

/**
 * `stale`: the issue state is older than the one the mission shows; `ignored`: the issue is the
 * one the platform is opening for a mission and has not linked yet.
 */
export type IssueOutcome = 'created' | 'updated' | 'unchanged' | 'stale' | 'ignored';

/** The mission a Jira issue becomes: the same issue always names the same mission stream. */
export const missionIdOfIssue = (accountId: string, issueKey: string): string =>
  uuidFromKey(`jira-issue:${accountId}:${issueKey}`);

interface IssueTarget {
  readonly missionId: string;
  /** The platform mission the issue's label names, and what the issue may do to it. */
  readonly label: { readonly missionId: string; readonly claim: IssueClaim } | null;
}

/**
 * Makes a Jira issue's mission say what the issue says: posted the first time, then only the
 * fields that differ (a sync and a webhook delivery land on the same mission, and neither writes
 * anything when nothing changed). An issue state older than the one applied last is ignored, so
 * a late delivery never rolls a mission back.
 *
 * The platform's label on an issue (`morphic-<mission id>`) leads to that mission only when the
 * mission's stream says it follows this very issue of this account: mission ids are visible to
 * every operator and company, so a label in another company's Jira, or on a clone, is taken for
 * what it is, an issue of that account's projects, imported as its own mission. One naming
 * another company's or account's mission goes to the security log, once per state of the issue.
 */
@Injectable()
export class JiraIssueImport {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly securityLog: SecurityLog,
  ) {}

  /** In its own append. */
  async importIssue(
    account: JiraAccountDoc,
    issue: JiraIssue,
    priceField: string | null,
    context: CommandContext,
  ): Promise<IssueOutcome> {
    const { outcome } = await this.aggregates.decide(context, async (streams) => ({
      outcome: await this.importIn(streams, context, account, issue, priceField),
    }));
    return outcome;
  }

  /**
   * The mission an issue of the account writes to (as `importIn` finds it), or null while the
   * platform is opening the issue for a mission and has not linked it yet.
   */
  async missionOf(
    streams: Decision,
    account: JiraAccountDoc,
    issue: JiraIssue,
  ): Promise<string | null> {
    const { missionId, label } = await targetOf(streams, account, issue);
    return label?.claim === 'unlinked' ? null : missionId;
  }

  /** In the caller's decision, appended with the rest of it. */
  async importIn(
    streams: Decision,
    context: CommandContext,
    account: JiraAccountDoc,
    issue: JiraIssue,
    priceField: string | null,
  ): Promise<IssueOutcome> {
    const { missionId, label } = await targetOf(streams, account, issue);
    if (label?.claim === 'unlinked') return 'ignored';
    const stream = STREAMS.mission(missionId);
    const updatedAt = issueUpdatedAt(issue);
    if (isStaleIssueState(await streams.read(stream, missionJiraIssueDecider), updatedAt)) {
      return 'stale';
    }
    const outcome = await applyIssue(streams, missionId, account, issue, priceField);
    if (outcome === 'created') {
      // Written, not only read: a representative linking the same issue at the same moment
      // writes this stream too, so one of the two appends fails and decides again.
      await streams.decide(STREAMS.jiraIssue(account._id, issue.key), jiraIssueClaimDecider, {
        accountId: account._id,
        jiraKey: issue.key,
        missionId,
      });
    }
    const newState =
      updatedAt === null ||
      (
        await streams.decide(stream, missionJiraIssueDecider, {
          missionId,
          accountId: account._id,
          issueKey: issue.key,
          updatedAt,
        })
      ).events.length > 0;
    if (label?.claim === 'foreign' && newState) {
      this.securityLog.entryIn(streams, context, {
        event_type: 'suspicious_activity',
        severity: 'warning',
        username: null,
        account_id: null,
        details: {
          reason: 'jira_issue_labelled_for_foreign_mission',
          company_id: account.company_id,
          jira_account_id: account._id,
          jira_key: issue.key,
          labelled_mission_id: label.missionId,
          imported_as_mission_id: missionId,
        },
      });
    }
    return outcome;
  }
}

/**
 * The task a representative linked the issue to (its label may not be on the issue yet), else
 * the issue's own mission, or the platform mission its label names when it may write to it.
 */
async function targetOf(
  streams: Decision,
  account: JiraAccountDoc,
  issue: JiraIssue,
): Promise<IssueTarget> {
  const linked = await streams.read(
    STREAMS.jiraIssue(account._id, issue.key),
    jiraIssueClaimDecider,
  );
  const own = linked.missionId ?? missionIdOfIssue(account._id, issue.key);
  const labelled = platformMissionOf(issue);
  if (labelled === null || labelled === own) return { missionId: own, label: null };
  const claim = issueClaimOn(
    await streams.read(STREAMS.mission(labelled), missionJiraIssueDecider),
    { companyId: account.company_id, accountId: account._id, issueKey: issue.key },
  );
  return { missionId: claim === 'own' ? labelled : own, label: { missionId: labelled, claim } };
}

async function applyIssue(
  streams: Decision,
  missionId: string,
  account: JiraAccountDoc,
  issue: JiraIssue,
  priceField: string | null,
): Promise<'created' | 'updated' | 'unchanged'> {
  const { reward_amount, ...details } = missionDetailsOf(issue, priceField);
  const stream = STREAMS.mission(missionId);
  const mission = await streams.read(stream, missionDecider);
  if (!mission.posted) {
    await postMissionIn(streams, {
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
    });
    await streams.decide(STREAMS.jiraAccount(account._id), jiraAccountDecider, {
      kind: 'ListMission',
      missionId,
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
