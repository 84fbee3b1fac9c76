import { jqlDateTime, projectIssuesJql } from './jira-jql';

describe('the sync’s JQL', () => {
  const at = new Date('2026-03-01T08:05:59.900Z');

  it('writes the bound in the account’s zone, to the minute', () => {
    expect(jqlDateTime(at, 'UTC')).toBe('2026-03-01 08:05');
    expect(jqlDateTime(at, 'Europe/Berlin')).toBe('2026-03-01 09:05');
    expect(jqlDateTime(new Date('2026-03-01T00:30:00Z'), 'America/New_York')).toBe(
      '2026-02-28 19:30',
    );
  });

  it('quotes the project keys and orders by key', () => {
    expect(projectIssuesJql(['NW'], undefined, 'UTC')).toBe('project in ("NW") ORDER BY key ASC');
    expect(projectIssuesJql(['NW', 'OPS'], at, 'UTC')).toBe(
      'project in ("NW", "OPS") AND updated >= "2026-03-01 08:05" ORDER BY key ASC',
    );
  });

  it('refuses what is not a project key, so no JQL can be slipped in', () => {
    expect(projectIssuesJql(['NW'], undefined, 'UTC', 'morphic-42')).toBe(
      'project in ("NW") AND labels = "morphic-42" ORDER BY key ASC',
    );
    expect(() => projectIssuesJql(['NW'], undefined, 'UTC', 'a" OR "b')).toThrow(
      'is not a Jira label',
    );
    expect(() => projectIssuesJql([], undefined, 'UTC')).toThrow('at least one project key');
    expect(() => projectIssuesJql(['NW") OR ("A'], undefined, 'UTC')).toThrow(
      'is not a Jira project key',
    );
  });
});
