import { COMPANY_JIRA_TEXTS, projectOfIssueKey } from '@morphic/contracts';
import { STREAMS, type CompanyDoc, type JiraAccountDoc } from '@morphic/contracts/server';
import { BadGatewayException, Injectable } from '@nestjs/common';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import type { Decision } from '#infrastructure/commands/decision';
import { JiraRequestError } from '#infrastructure/jira/jira-request-error';
import { jiraAccountDecider } from '../../jira/jira-account.decider';
import { JiraAccounts } from '../../jira/jira-accounts';
import { failureText, JiraConnections } from '../../jira/jira-connections';
import { platformMissionOf } from '../../jira/sync/issue-mission';
import { missionIdOfIssue } from '../../jira/sync/jira-issue-import';
import { assertJiraConnected } from './company-jira-connection';
import { jiraIssueClaimDecider } from './jira-issue-claim.decider';
import { followsIssue, taskJiraLinkDecider } from './task-jira-link.decider';

/** An issue of the company's Jira that a task may follow, as Jira showed it. */
export interface JiraIssueToLink {
  readonly account: JiraAccountDoc;
  readonly jiraKey: string;
  /** The platform mission the issue's label names (null: none). */
  readonly labelledMissionId: string | null;
}

/** Finds the issue a representative names in their company's Jira. */
@Injectable()
export class TaskJiraLinking {
  constructor(
    private readonly accounts: JiraAccounts,
    private readonly connections: JiraConnections,
  ) {}

  /**
   * The connected account whose projects hold the issue, once Jira says the issue exists:
   * 409 without a connected account, 404 for a project the company has not connected or an
   * issue Jira does not know, 502 when Jira cannot answer.
   */
  async findIssue(company: CompanyDoc, jiraKey: string): Promise<JiraIssueToLink> {
    assertJiraConnected(company);
    const connected = await this.accounts.connectedOf(company._id);
    const account = connected.find((candidate) =>
      candidate.project_keys.includes(projectOfIssueKey(jiraKey)),
    );
    if (!account) {
      const projects = [...new Set(connected.flatMap((candidate) => candidate.project_keys))];
      throw new DomainRuleViolation(
        'not_found',
        COMPANY_JIRA_TEXTS.notInProjects(jiraKey, company.company_name, projects),
      );
    }
    try {
      const issue = await this.connections.apiClient(account).getIssue(jiraKey, ['labels']);
      return { account, jiraKey, labelledMissionId: platformMissionOf(issue) };
    } catch (error) {
      if (error instanceof JiraRequestError && error.kind === 'not_found') {
        throw new DomainRuleViolation('not_found', COMPANY_JIRA_TEXTS.issueNotFound(jiraKey));
      }
      throw new BadGatewayException(failureText(error));
    }
  }
}

/**
 * In the caller's decision: the task follows the issue, which no other task follows (one it was
 * imported as, one its label names, one a representative linked it to).
 */
export async function linkTaskIn(
  streams: Decision,
  missionId: string,
  companyId: string,
  { account, jiraKey, labelledMissionId }: JiraIssueToLink,
): Promise<void> {
  await streams.decide(STREAMS.mission(missionId), taskJiraLinkDecider, {
    missionId,
    companyId,
    accountId: account._id,
    jiraKey,
  });
  const others = [labelledMissionId, missionIdOfIssue(account._id, jiraKey)].filter(
    (other): other is string => other !== null && other !== missionId,
  );
  for (const other of others) {
    const task = await streams.read(STREAMS.mission(other), taskJiraLinkDecider);
    if (followsIssue(task, account._id, jiraKey)) {
      throw new DomainRuleViolation(
        'conflict',
        COMPANY_JIRA_TEXTS.issueTakenByAnotherTask(jiraKey),
      );
    }
  }
  await streams.decide(STREAMS.jiraIssue(account._id, jiraKey), jiraIssueClaimDecider, {
    accountId: account._id,
    jiraKey,
    missionId,
  });
  await streams.decide(STREAMS.jiraAccount(account._id), jiraAccountDecider, {
    kind: 'ListMission',
    missionId,
  });
}
