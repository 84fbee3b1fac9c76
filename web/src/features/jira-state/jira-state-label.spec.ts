import { COMPANY_JIRA_TEXTS, companyJiraState } from '@morphic/contracts';
import { companyJiraLabel, formatSyncTime, taskJiraLabel } from './jira-state-label';

const AT = '2025-03-12T10:32:00.000Z';
const connected = { is_active: true, has_api_token: true, project_keys: ['NW'] };

describe('the Jira state in words', () => {
  it('names each company state once, from the same state the console and dashboard get', () => {
    const labels = [
      companyJiraState([], null),
      companyJiraState([{ ...connected, is_active: false }], null),
      companyJiraState([connected], null),
      companyJiraState([connected], { at: AT, succeeded: true, message: 'Synced 6 tasks' }),
      companyJiraState([connected], { at: AT, succeeded: false, message: 'Failed: 401' }),
    ].map((state) => companyJiraLabel(state, 'en-GB'));

    expect(labels).toEqual([
      { text: COMPANY_JIRA_TEXTS.states.not_connected, color: 'gray' },
      { text: COMPANY_JIRA_TEXTS.states.not_connected, color: 'gray' },
      { text: COMPANY_JIRA_TEXTS.states.never_synced, color: 'indigo' },
      { text: COMPANY_JIRA_TEXTS.states.synced(formatSyncTime(AT, 'en-GB')), color: 'teal' },
      { text: COMPANY_JIRA_TEXTS.states.sync_failed(formatSyncTime(AT, 'en-GB')), color: 'red' },
    ]);
  });

  it('says on a task card whether it is linked, to which issue and when it synced', () => {
    expect(taskJiraLabel({ state: 'not_linked' }).text).toBe(COMPANY_JIRA_TEXTS.task.notLinked);
    expect(taskJiraLabel({ state: 'synced', jira_key: 'NW-3', at: AT }, 'en-GB').text).toBe(
      `NW-3 · synced ${formatSyncTime(AT, 'en-GB')}`,
    );
    expect(
      taskJiraLabel({ state: 'sync_failed', jira_key: null, at: AT, message: 'refused' }).text,
    ).toBe('Jira sync failed');
  });

  it('keeps a time it cannot read as it came', () => {
    expect(formatSyncTime('soon')).toBe('soon');
  });
});
