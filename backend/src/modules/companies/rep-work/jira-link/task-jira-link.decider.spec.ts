import { COMPANY_JIRA_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../../testing/decider-specification';
import { missionPosted } from '../../../../testing/events/mission-events';
import { followsIssue, taskJiraLinkDecider } from './task-jira-link.decider';

const mission = (overrides: Partial<EventData<'MissionPosted'>> = {}) =>
  missionPosted({
    mission_id: 'm1',
    title: 'Calibrate dock 4',
    description: 'Lidar drift.',
    domain_tags: [],
    required_skill_vector: {},
    reward_amount: 100,
    company_id: 'c1',
    ...overrides,
  });
const link = { missionId: 'm1', companyId: 'c1', accountId: 'a1', jiraKey: 'NW-3' };
const linked = (jiraKey: string, origin?: 'created' | 'linked'): DomainEvent => ({
  type: 'JiraIssueLinked',
  data: { mission_id: 'm1', account_id: 'a1', jira_key: jiraKey, ...(origin ? { origin } : {}) },
});
const spec = DeciderSpecification.for(taskJiraLinkDecider);

describe('taskJiraLinkDecider', () => {
  it('links the company’s own task to the issue, as linked by a representative', () => {
    spec
      .given([mission()])
      .when(link)
      .then([linked('NW-3', 'linked')]);
  });

  it('does not find a task of another company, a withdrawn one or none', () => {
    const notFound = ['not_found', COMPANY_JIRA_TEXTS.taskNotFound] as const;
    spec
      .given()
      .when(link)
      .thenRefuses(...notFound);
    spec
      .given([mission({ company_id: 'c2' })])
      .when(link)
      .thenRefuses(...notFound);
    const withdrawn: DomainEvent = {
      type: 'MissionWithdrawn',
      data: { mission_id: 'm1', reason: 'company_deleted' },
    };
    spec
      .given([mission(), withdrawn])
      .when(link)
      .thenRefuses(...notFound);
  });

  it('keeps a task on the one issue it follows: the same again is nothing, another is refused', () => {
    spec
      .given([mission(), linked('NW-3', 'linked')])
      .when(link)
      .then([]);
    spec
      .given([mission(), linked('NW-9')])
      .when(link)
      .thenRefuses('conflict', COMPANY_JIRA_TEXTS.taskLinkedAlready('NW-9'));
  });

  it('links a task posted with its issue, so the issue gets the task’s label', () => {
    const posted = mission({ jira_key: 'NW-3', jira_account_id: 'a1' });
    spec
      .given([posted])
      .when(link)
      .then([linked('NW-3', 'linked')]);
  });

  it('tells which issue of which account a task follows', () => {
    const { state } = spec.given([mission(), linked('NW-3')]);
    expect(followsIssue(state, 'a1', 'NW-3')).toBe(true);
    expect(followsIssue(state, 'a2', 'NW-3')).toBe(false);
    expect(followsIssue(spec.given([mission()]).state, 'a1', 'NW-3')).toBe(false);
  });
});
