import { COMPANY_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../../testing/decider-specification';
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
const spec = DeciderSpecification.for(missionJiraStatusDecider);
const decide = (command: MoveFromJira, ...events: DomainEvent[]) =>
  spec.given(events).when(command);

describe('missionJiraStatusDecider', () => {
  it('moves a mission nobody holds to the status its Jira category maps to', () => {
    decide(move('Done', 'done'), posted).then([
      {
        type: 'MissionStatusMovedInJira',
        data: { ...base, jira_status: 'Done', jira_category: 'done', status: 'validated' },
      },
    ]);
  });

  it('does nothing when the mission is where the move puts it, or is gone', () => {
    decide(move('To Do', 'new'), posted).then([]);
    const moved: DomainEvent = {
      type: 'MissionStatusMovedInJira',
      data: { ...base, jira_status: 'Doing', jira_category: 'indeterminate', status: 'assigned' },
    };
    decide(move('In Review', 'indeterminate'), posted, moved).then([]);
    const withdrawn: DomainEvent = {
      type: 'MissionWithdrawn',
      data: { mission_id: 'm1', reason: 'company_deleted' },
    };
    decide(move('Done', 'done'), posted, withdrawn).then([]);
  });

  it('refuses, with the reason, a move of a mission an operator holds', () => {
    decide(move('Done', 'done'), posted, assigned).then([
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
    decide(move('Done', 'done'), posted, assigned, pushedDone).then([]);
  });

  it('keeps what the platform wrote, for the echo', () => {
    const { state } = spec.given([posted, pushedDone]);
    expect(state.writes).toEqual({
      writers: ['acc-platform'],
      lastStatus: { status: 'Done', at: '2030-01-01T09:00:00.000Z', overtaken: false },
    });
  });
});
