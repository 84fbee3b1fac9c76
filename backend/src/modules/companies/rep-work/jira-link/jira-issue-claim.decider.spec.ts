import { COMPANY_JIRA_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../../testing/decider-specification';
import { jiraIssueClaimDecider } from './jira-issue-claim.decider';

const claim = (missionId: string) => ({ accountId: 'a1', jiraKey: 'NW-3', missionId });
const claimed = (missionId: string): DomainEvent => ({
  type: 'JiraIssueClaimed',
  data: { account_id: 'a1', jira_key: 'NW-3', mission_id: missionId },
});
const spec = DeciderSpecification.for(jiraIssueClaimDecider);

describe('jiraIssueClaimDecider', () => {
  it('gives an issue to the first task, again to the same task without a new event', () => {
    spec
      .given()
      .when(claim('m1'))
      .then([claimed('m1')]);
    spec
      .given([claimed('m1')])
      .when(claim('m1'))
      .then([]);
  });

  it('refuses the issue to a second task', () => {
    spec
      .given([claimed('m1')])
      .when(claim('m2'))
      .thenRefuses('conflict', COMPANY_JIRA_TEXTS.issueTakenByAnotherTask('NW-3'));
  });
});
