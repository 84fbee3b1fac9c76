import { COMPANY_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { fold } from '../../../../infrastructure/commands/decider';
import { missionJiraStatusDecider, type MoveFromJira } from './mission-jira-status.decider';
import { IMPORTED_MISSION_POSTED } from '../testing/imported-mission';

const posted = IMPORTED_MISSION_POSTED;
const assigned: DomainEvent = {
  type: 'MissionAssigned',
  data: { mission_id: 'm1', assignment_id: 'a1', operator_id: 'op1' },
};
const pushedDone: DomainEvent = {
  type: 'JiraIssueStatusPushed',
  data: {
    mission_id: 'm1',
    account_id: 'nw-jira',
    jira_key: 'NW-7',
    status: 'Done',
    moved: true,
    written_as: 'acc-platform',
    written_at: '2030-01-01T09:00:00.000Z',
  },
};
const base = { mission_id: 'm1', account_id: 'nw-jira', jira_key: 'NW-7' };
const move = (jiraStatus: string, category: MoveFromJira['category']): MoveFromJira => ({
  missionId: 'm1',
  accountId: 'nw-jira',
  jiraKey: 'NW-7',
  jiraStatus,
  category,
});
const decide = (command: MoveFromJira, ...events: DomainEvent[]) =>
  missionJiraStatusDecider.decide(command, fold(missionJiraStatusDecider, events));

describe('missionJiraStatusDecider', () => {
  it('moves a mission nobody holds to the status its Jira category maps to', () => {
    expect(decide(move('Done', 'done'), posted)).toEqual([
      {
        type: 'MissionStatusMovedInJira',
        data: { ...base, jira_status: 'Done', jira_category: 'done', status: 'validated' },
      },
    ]);
  });

  it('does nothing when the mission is where the move puts it, or is gone', () => {
    expect(decide(move('To Do', 'new'), posted)).toEqual([]);
    const moved: DomainEvent = {
      type: 'MissionStatusMovedInJira',
      data: { ...base, jira_status: 'Doing', jira_category: 'indeterminate', status: 'assigned' },
    };
    expect(decide(move('In Review', 'indeterminate'), posted, moved)).toEqual([]);
    const withdrawn: DomainEvent = {
      type: 'MissionWithdrawn',
      data: { mission_id: 'm1', reason: 'company_deleted' },
    };
    expect(decide(move('Done', 'done'), posted, withdrawn)).toEqual([]);
  });

  it('refuses, with the reason, a move of a mission an operator holds', () => {
    expect(decide(move('Done', 'done'), posted, assigned)).toEqual([
      {
        type: 'JiraTransitionRefused',
        data: {
          ...base,
          jira_status: 'Done',
          jira_category: 'done',
          message: COMPANY_TEXTS.jira.transitionRefusedHeld('Done'),
        },
      },
    ]);
    // Validated work was pushed as Done: a person's Done is where the mission is.
    expect(decide(move('Done', 'done'), posted, assigned, pushedDone)).toEqual([]);
  });

  it('keeps what the platform wrote, for the echo', () => {
    const state = fold(missionJiraStatusDecider, [posted, pushedDone]);
    expect(state.writes).toEqual({
      writers: ['acc-platform'],
      lastStatus: { status: 'Done', at: '2030-01-01T09:00:00.000Z', overtaken: false },
    });
  });
});
