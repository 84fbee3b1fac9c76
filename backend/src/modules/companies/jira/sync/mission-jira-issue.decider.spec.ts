import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../../testing/decider-specification';
import {
  isStaleIssueState,
  issueClaimOn,
  missionJiraIssueDecider,
} from './mission-jira-issue.decider';
import { IMPORTED_MISSION_POSTED, POSTED_MISSION } from '../testing/imported-mission';

const posted: DomainEvent = { type: 'MissionPosted', data: POSTED_MISSION };
const imported = IMPORTED_MISSION_POSTED;
const linked: DomainEvent = {
  type: 'JiraIssueLinked',
  data: { mission_id: 'm1', account_id: 'nw-jira', jira_key: 'NW-7' },
};
const applied = (updatedAt: string): DomainEvent => ({
  type: 'JiraIssueVersionApplied',
  data: { mission_id: 'm1', account_id: 'nw-jira', jira_key: 'NW-7', updated_at: updatedAt },
});
const spec = DeciderSpecification.for(missionJiraIssueDecider);
const given = (...events: DomainEvent[]) => spec.given(events).state;
const record = (updatedAt: string) => ({
  missionId: 'm1',
  accountId: 'nw-jira',
  issueKey: 'NW-7',
  updatedAt,
});

describe('missionJiraIssueDecider', () => {
  const northwindIssue = { companyId: 'northwind', accountId: 'nw-jira', issueKey: 'NW-7' };

  it('lets an issue write only to the mission that follows it, in its account and company', () => {
    for (const state of [given(imported), given(posted, linked)]) {
      expect(issueClaimOn(state, northwindIssue)).toBe('own');
      expect(issueClaimOn(state, { ...northwindIssue, issueKey: 'NW-8' })).toBe('other_issue');
      expect(issueClaimOn(state, { ...northwindIssue, accountId: 'nw-other-jira' })).toBe(
        'foreign',
      );
      expect(
        issueClaimOn(state, { companyId: 'contoso', accountId: 'co-jira', issueKey: 'NW-7' }),
      ).toBe('foreign');
    }
  });

  it('tells an unknown mission, and the company’s own one whose issue is not linked yet', () => {
    expect(issueClaimOn(given(), northwindIssue)).toBe('unknown');
    expect(issueClaimOn(given(posted), northwindIssue)).toBe('unlinked');
    expect(
      issueClaimOn(given(posted), { companyId: 'contoso', accountId: 'co-jira', issueKey: 'X-1' }),
    ).toBe('foreign');
    const marketplace: DomainEvent = {
      type: 'MissionPosted',
      data: { ...POSTED_MISSION, company_id: null },
    };
    expect(issueClaimOn(given(marketplace), northwindIssue)).toBe('foreign');
  });

  it('records a newer issue state, and nothing for the same or an older one', () => {
    const at = '2026-03-01T10:00:00.000Z';
    spec
      .given([imported])
      .when(record(at))
      .then([applied(at)]);
    const later = '2026-03-01T10:00:00.001Z';
    spec
      .given([imported, applied(at)])
      .when(record(later))
      .then([applied(later)]);
    spec
      .given([imported, applied(at)])
      .when(record(at))
      .then([]);
    spec
      .given([imported, applied(later)])
      .when(record(at))
      .then([]);
  });

  it('calls only a strictly older state stale (an unknown time never is)', () => {
    const state = given(imported, applied('2026-03-01T10:00:00.000Z'));
    expect(isStaleIssueState(state, '2026-03-01T09:59:59.999Z')).toBe(true);
    expect(isStaleIssueState(state, '2026-03-01T10:00:00.000Z')).toBe(false);
    expect(isStaleIssueState(state, '2026-03-01T10:00:01.000Z')).toBe(false);
    expect(isStaleIssueState(state, null)).toBe(false);
    expect(isStaleIssueState(given(imported), '2020-01-01T00:00:00.000Z')).toBe(false);
  });
});
