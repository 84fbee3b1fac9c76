import { COMPANY_JIRA_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../../infrastructure/commands/decider';
import { jiraIssueClaimDecider } from './jira-issue-claim.decider';

const claim = (missionId: string) => ({ accountId: 'a1', jiraKey: 'NW-3', missionId });
const claimed = (missionId: string): DomainEvent => ({
  type: 'JiraIssueClaimed',
  data: { account_id: 'a1', jira_key: 'NW-3', mission_id: missionId },
});
const given = (...events: DomainEvent[]) => fold(jiraIssueClaimDecider, events);

describe('jiraIssueClaimDecider', () => {
  it('gives an issue to the first task, again to the same task without a new event', () => {
    expect(jiraIssueClaimDecider.decide(claim('m1'), given())).toEqual([claimed('m1')]);
    expect(jiraIssueClaimDecider.decide(claim('m1'), given(claimed('m1')))).toEqual([]);
  });

  it('refuses the issue to a second task', () => {
    expect(() => jiraIssueClaimDecider.decide(claim('m2'), given(claimed('m1')))).toThrow(
      new DomainRuleViolation('conflict', COMPANY_JIRA_TEXTS.issueTakenByAnotherTask('NW-3')),
    );
  });
});
