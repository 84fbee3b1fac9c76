import { JqlError, parseJql } from './jql';

describe('parseJql', () => {
  it('reads one project, several projects, a lower bound on updated and the order', () => {
    expect(parseJql('project = NW')).toEqual({
      projectKeys: ['NW'],
      orderBy: { field: 'key', direction: 'ASC' },
    });
    expect(
      parseJql('project in (NW, "OPS") AND updated >= "2026-03-01 09:30" ORDER BY updated DESC'),
    ).toEqual({
      projectKeys: ['NW', 'OPS'],
      updatedSince: new Date('2026-03-01T09:30:00.000Z'),
      orderBy: { field: 'updated', direction: 'DESC' },
    });
  });

  it('reads a label restriction', () => {
    expect(parseJql('project in ("NW") AND labels = "morphic-7" ORDER BY key ASC')).toEqual({
      projectKeys: ['NW'],
      label: 'morphic-7',
      orderBy: { field: 'key', direction: 'ASC' },
    });
  });

  it('takes keywords in any case, a date without time and slashes in dates', () => {
    expect(parseJql("updated >= '2026/03/01' and PROJECT = NW order by KEY asc")).toEqual({
      projectKeys: ['NW'],
      updatedSince: new Date('2026-03-01T00:00:00.000Z'),
      orderBy: { field: 'key', direction: 'ASC' },
    });
  });

  it.each([
    ['assignee = currentUser()', /not 'assignee'/],
    ['project = NW OR project = OPS', /unexpected 'OR'/],
    ['project = NW ORDER BY priority', /cannot order by 'priority'/],
    ['project in (NW', /expecting '\)' but got the end|at the end/],
    ['project = NW AND updated >= "March 1st"', /Date value 'March 1st'/],
    ['ORDER BY key', /Unbounded JQL queries are not allowed/],
    ['', /Unbounded JQL queries are not allowed/],
  ])('refuses %j', (jql, message) => {
    expect(() => parseJql(jql)).toThrow(JqlError);
    expect(() => parseJql(jql)).toThrow(message);
  });
});
