import { createJiraSimulator } from '../jira-simulator';
import { NoSuchTransitionError } from './jira-site';
import { transitionsFrom } from './workflow';

const names = (statuses: readonly { name: string }[]) => statuses.map((status) => status.name);

describe('workflows', () => {
  it('simplified: any status to any other; restricted: only the next step', () => {
    expect(names(transitionsFrom('To Do'))).toEqual(['In Progress', 'Done']);
    expect(names(transitionsFrom('To Do', 'restricted'))).toEqual(['In Progress']);
    expect(names(transitionsFrom('In Progress', 'restricted'))).toEqual(['To Do', 'Done']);
    expect(names(transitionsFrom('Done', 'restricted'))).toEqual(['In Progress']);
  });

  it('refuses a move the restricted workflow does not offer, even from Jira’s own screens', () => {
    const simulator = createJiraSimulator({ baseUrl: 'http://127.0.0.1:9/jira' });
    const site = simulator.control.createSite({
      name: 'strict',
      workflow: 'restricted',
      users: [{ email: 'pat@strict.example' }],
    });
    site.createProject('ST', 'Strict');
    site.createIssue({ projectKey: 'ST', summary: 'Restricted' });
    expect(() => site.transitionIssue('ST-1', 'Done')).toThrow(NoSuchTransitionError);
    expect(site.issue('ST-1').status).toBe('To Do');
  });
});
