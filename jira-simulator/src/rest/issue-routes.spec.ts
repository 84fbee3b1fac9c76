import { adfDocument } from '../site/adf';
import { startAcme, type SimulatedAcme } from '../testing/simulated-site';

interface Transitions {
  transitions: {
    id: string;
    name: string;
    to: { name: string; statusCategory: { key: string } };
  }[];
}

describe('issues', () => {
  let acme: SimulatedAcme;

  beforeEach(async () => {
    acme = await startAcme(() => new Date('2026-03-01T08:00:00.000Z'));
    acme.site.createIssue({
      projectKey: 'AC',
      summary: 'Add CSV export',
      description: 'Export the selected range.',
      labels: ['morphic'],
      duedate: '2026-04-01',
      custom: { customfield_10050: 400 },
    });
  });
  afterEach(() => acme.simulator.close());

  it('answers an issue by key or id with its fields in Jira’s shapes', async () => {
    const byKey = await acme.call('GET', '/rest/api/3/issue/AC-1');
    expect(byKey.status).toBe(200);
    const issue = byKey.body as { id: string; key: string; self: string; fields: object };
    expect(issue).toMatchObject({
      key: 'AC-1',
      self: `${acme.site.baseUrl}/rest/api/3/issue/${issue.id}`,
      fields: {
        summary: 'Add CSV export',
        description: adfDocument('Export the selected range.'),
        status: { name: 'To Do', id: '10000', statusCategory: { key: 'new', id: 2 } },
        labels: ['morphic'],
        created: '2026-03-01T08:00:00.000+0000',
        updated: '2026-03-01T08:00:00.000+0000',
        duedate: '2026-04-01',
        priority: { name: 'Medium', id: '3' },
        customfield_10050: 400,
        project: { key: 'AC', name: 'Acme' },
        attachment: [],
      },
    });
    const byId = await acme.call('GET', `/rest/api/3/issue/${issue.id}?fields=summary`);
    expect(byId.body).toMatchObject({ key: 'AC-1', fields: { summary: 'Add CSV export' } });
    expect(Object.keys((byId.body as { fields: object }).fields)).toEqual(['summary']);
  });

  it('creates an issue in a project (201 with its key), and names the fields it misses', async () => {
    const created = await acme.call('POST', '/rest/api/3/issue', {
      fields: {
        project: { key: 'AC' },
        summary: 'Rotate the keys',
        description: adfDocument('Every 90 days.'),
        issuetype: { name: 'Task' },
        labels: ['security'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ key: 'AC-2' });
    expect(acme.site.issue('AC-2')).toMatchObject({
      status: 'To Do',
      fields: { labels: ['security'] },
    });

    const refused = await acme.call('POST', '/rest/api/3/issue', {
      fields: { project: { key: 'ZZ' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errorMessages: [],
      errors: {
        project: 'valid project is required',
        summary: 'You must specify a summary of the issue.',
      },
    });
  });

  it('answers 404 with Jira’s text for an issue that does not exist', async () => {
    for (const [method, path] of [
      ['GET', '/rest/api/3/issue/AC-99'],
      ['PUT', '/rest/api/3/issue/AC-99'],
      ['GET', '/rest/api/3/issue/AC-99/transitions'],
    ] as const) {
      const answer = await acme.call(method, path, method === 'PUT' ? { fields: {} } : undefined);
      expect(answer).toMatchObject({
        status: 404,
        body: {
          errorMessages: ['Issue does not exist or you do not have permission to see it.'],
          errors: {},
        },
      });
    }
  });

  it('edits fields (204) and keeps what it was given', async () => {
    const answer = await acme.call('PUT', '/rest/api/3/issue/AC-1', {
      fields: {
        summary: 'Add CSV and JSON export',
        labels: ['morphic', 'export'],
        priority: { name: 'High' },
        customfield_10050: 450,
        duedate: null,
      },
    });
    expect(answer.status).toBe(204);
    expect(acme.site.issue('AC-1').fields).toMatchObject({
      summary: 'Add CSV and JSON export',
      labels: ['morphic', 'export'],
      priority: { name: 'High' },
      customfield_10050: 450,
      duedate: null,
    });
  });

  it('refuses a whole edit when one field is wrong, naming the field', async () => {
    const answer = await acme.call('PUT', '/rest/api/3/issue/AC-1', {
      fields: { summary: 'Fine', status: { name: 'Done' }, customfield_10050: 'a lot' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        errorMessages: [],
        errors: {
          status: "Field 'status' cannot be set. It is not on the appropriate screen, or unknown.",
          customfield_10050: 'Operation value must be a number.',
        },
      },
    });
    expect(acme.site.issue('AC-1').fields.summary).toBe('Add CSV export');
  });

  it('offers a transition into each other status and moves the issue along', async () => {
    const offered = (await acme.call('GET', '/rest/api/3/issue/AC-1/transitions'))
      .body as Transitions;
    expect(
      offered.transitions.map((t) => [t.id, t.name, t.to.name, t.to.statusCategory.key]),
    ).toEqual([
      ['21', 'In Progress', 'In Progress', 'indeterminate'],
      ['31', 'Done', 'Done', 'done'],
    ]);

    const moved = await acme.call('POST', '/rest/api/3/issue/AC-1/transitions', {
      transition: { id: '31' },
    });
    expect(moved.status).toBe(204);
    expect(acme.site.issue('AC-1')).toMatchObject({ status: 'Done', statusCategory: 'done' });
  });

  it('refuses a transition that is not offered from the current status', async () => {
    const answer = await acme.call('POST', '/rest/api/3/issue/AC-1/transitions', {
      transition: { id: '11' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { errorMessages: ["Transition id '11' is not valid for this issue."] },
    });
  });
});
