import { COMPANY_JIRA_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../../infrastructure/commands/decider';
import { followsIssue, taskJiraLinkDecider } from './task-jira-link.decider';

const mission = (overrides: Partial<EventData<'MissionPosted'>> = {}): DomainEvent => ({
  type: 'MissionPosted',
  data: {
    mission_id: 'm1',
    title: 'Calibrate dock 4',
    description: 'Lidar drift.',
    difficulty: 'intermediate',
    estimated_hours: '4-8 hours',
    domain_tags: [],
    required_skill_vector: {},
    reward_amount: 100,
    reward_asset: 'USD',
    deadline_at: null,
    owner_operator_id: null,
    company_id: 'c1',
    ...overrides,
  },
});
const link = { missionId: 'm1', companyId: 'c1', accountId: 'a1', jiraKey: 'NW-3' };
const linked = (jiraKey: string, origin?: 'created' | 'linked'): DomainEvent => ({
  type: 'JiraIssueLinked',
  data: { mission_id: 'm1', account_id: 'a1', jira_key: jiraKey, ...(origin ? { origin } : {}) },
});
const given = (...events: DomainEvent[]) => fold(taskJiraLinkDecider, events);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainRuleViolation ? [error.kind, error.message] : error;
  }
  return null;
};

describe('taskJiraLinkDecider', () => {
  it('links the company’s own task to the issue, as linked by a representative', () => {
    expect(taskJiraLinkDecider.decide(link, given(mission()))).toEqual([linked('NW-3', 'linked')]);
  });

  it('does not find a task of another company, a withdrawn one or none', () => {
    const notFound = ['not_found', COMPANY_JIRA_TEXTS.taskNotFound];
    expect(refusal(() => taskJiraLinkDecider.decide(link, given()))).toEqual(notFound);
    expect(
      refusal(() => taskJiraLinkDecider.decide(link, given(mission({ company_id: 'c2' })))),
    ).toEqual(notFound);
    const withdrawn: DomainEvent = {
      type: 'MissionWithdrawn',
      data: { mission_id: 'm1', reason: 'company_deleted' },
    };
    expect(refusal(() => taskJiraLinkDecider.decide(link, given(mission(), withdrawn)))).toEqual(
      notFound,
    );
  });

  it('keeps a task on the one issue it follows: the same again is nothing, another is refused', () => {
    expect(taskJiraLinkDecider.decide(link, given(mission(), linked('NW-3', 'linked')))).toEqual(
      [],
    );
    expect(
      refusal(() => taskJiraLinkDecider.decide(link, given(mission(), linked('NW-9')))),
    ).toEqual(['conflict', COMPANY_JIRA_TEXTS.taskLinkedAlready('NW-9')]);
  });

  it('links a task posted with its issue, so the issue gets the task’s label', () => {
    const posted = mission({ jira_key: 'NW-3', jira_account_id: 'a1' });
    expect(taskJiraLinkDecider.decide(link, given(posted))).toEqual([linked('NW-3', 'linked')]);
  });

  it('tells which issue of which account a task follows', () => {
    const state = given(mission(), linked('NW-3'));
    expect(followsIssue(state, 'a1', 'NW-3')).toBe(true);
    expect(followsIssue(state, 'a2', 'NW-3')).toBe(false);
    expect(followsIssue(given(mission()), 'a1', 'NW-3')).toBe(false);
  });
});
