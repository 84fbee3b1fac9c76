import { startAcme, type SimulatedAcme } from '../testing/simulated-site';
import { REMOVED_SEARCH_MESSAGE } from './search-routes';

interface Page {
  issues: { id: string; key: string; self: string; fields: Record<string, unknown> }[];
  nextPageToken?: string;
  isLast: boolean;
}

describe('enhanced JQL search', () => {
  let acme: SimulatedAcme;
  let clock: Date;

  beforeEach(async () => {
    clock = new Date('2026-03-01T08:00:00.000Z');
    acme = await startAcme(() => clock);
    for (let n = 1; n <= 7; n += 1) {
      clock = new Date(clock.getTime() + 60_000);
      acme.site.createIssue({ projectKey: 'AC', summary: `Task ${n}`, labels: ['morphic'] });
    }
  });
  afterEach(() => acme.simulator.close());

  async function pages(first: (token?: string) => Promise<Page>): Promise<Page[]> {
    const all = [await first()];
    while (!all.at(-1)?.isLast) all.push(await first(all.at(-1)?.nextPageToken));
    return all;
  }

  it('answers 410 Gone on the removed /rest/api/3/search, GET and POST', async () => {
    for (const answer of [
      await acme.call('GET', '/rest/api/3/search?jql=project%20%3D%20AC'),
      await acme.call('POST', '/rest/api/3/search', { jql: 'project = AC' }),
    ]) {
      expect(answer.status).toBe(410);
      expect(answer.body).toEqual({ errorMessages: [REMOVED_SEARCH_MESSAGE], errors: {} });
    }
  });

  it('pages through every issue with nextPageToken until isLast (GET)', async () => {
    const jql = encodeURIComponent('project = AC ORDER BY key');
    const read = await pages(async (token) => {
      const tokenParam = token ? `&nextPageToken=${encodeURIComponent(token)}` : '';
      const answer = await acme.call(
        'GET',
        `/rest/api/3/search/jql?jql=${jql}&maxResults=3&fields=summary,labels${tokenParam}`,
      );
      expect(answer.status).toBe(200);
      return answer.body as Page;
    });
    expect(read.map((page) => page.issues.map((issue) => issue.key))).toEqual([
      ['AC-1', 'AC-2', 'AC-3'],
      ['AC-4', 'AC-5', 'AC-6'],
      ['AC-7'],
    ]);
    expect(read.map((page) => page.isLast)).toEqual([false, false, true]);
    expect(read[2]).not.toHaveProperty('nextPageToken');
    const [first] = read[0]?.issues ?? [];
    expect(first).toEqual({
      id: expect.any(String),
      key: 'AC-1',
      self: `${acme.site.baseUrl}/rest/api/3/issue/${first?.id}`,
      fields: { summary: 'Task 1', labels: ['morphic'] },
    });
  });

  it('takes the same request as a POST body, and answers only ids without fields', async () => {
    const read = await pages(async (token) => {
      const answer = await acme.call('POST', '/rest/api/3/search/jql', {
        jql: 'project in (AC) ORDER BY key DESC',
        maxResults: 4,
        ...(token ? { nextPageToken: token } : {}),
      });
      return answer.body as Page;
    });
    expect(read.flatMap((page) => page.issues.map((issue) => issue.key))).toEqual([
      'AC-7',
      'AC-6',
      'AC-5',
      'AC-4',
      'AC-3',
      'AC-2',
      'AC-1',
    ]);
    expect(read[0]?.issues[0]?.fields).toEqual({});
  });

  it('keeps issues updated at or after the bound, in the order asked', async () => {
    clock = new Date('2026-03-01T08:10:00.000Z');
    acme.site.editIssue('AC-2', { summary: 'Task 2, reworded' });
    const answer = await acme.call('POST', '/rest/api/3/search/jql', {
      jql: 'project = AC AND updated >= "2026-03-01 08:06" ORDER BY updated',
      fields: ['summary', 'updated'],
    });
    const page = answer.body as Page;
    expect(page.issues.map((issue) => [issue.key, issue.fields.updated])).toEqual([
      ['AC-6', '2026-03-01T08:06:00.000+0000'],
      ['AC-7', '2026-03-01T08:07:00.000+0000'],
      ['AC-2', '2026-03-01T08:10:00.000+0000'],
    ]);
  });

  it.each([
    ['JQL it does not support', { jql: 'assignee = currentUser()' }, /not 'assignee'/],
    [
      'an unknown project',
      { jql: 'project = NOPE' },
      /'NOPE' does not exist for the field 'project'/,
    ],
    ['a token from another query', { jql: 'project = AC', nextPageToken: 'bm9wZQ' }, /invalid/],
  ])('answers 400 in Jira’s error shape for %s', async (_, body, message) => {
    const answer = await acme.call('POST', '/rest/api/3/search/jql', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errorMessages: [expect.stringMatching(message)], errors: {} });
  });
});
