import { DEMO_SITE, seedDemoSite } from './demo-site';
import { startJiraSimulator, type StartedJiraSimulator } from './start-jira-simulator';
import { restCaller } from './testing/simulated-site';

describe('the demo site', () => {
  let simulator: StartedJiraSimulator;

  beforeEach(async () => {
    simulator = await startJiraSimulator();
  });
  afterEach(() => simulator.close());

  it('holds project NW with six priced issues the demo account can search, once', async () => {
    const site = seedDemoSite(simulator.control);
    expect(seedDemoSite(simulator.control).issues()).toHaveLength(6);
    expect(site.baseUrl).toBe(`${simulator.baseUrl}/northwind`);

    const search = await restCaller(site.baseUrl, DEMO_SITE)('POST', '/rest/api/3/search/jql', {
      jql: 'project = NW ORDER BY key',
      fields: ['summary', 'description', 'labels', 'status', 'customfield_10050'],
    });
    const issues = (search.body as { issues: { key: string; fields: Record<string, unknown> }[] })
      .issues;
    expect(issues.map((issue) => issue.key)).toEqual([
      'NW-1',
      'NW-2',
      'NW-3',
      'NW-4',
      'NW-5',
      'NW-6',
    ]);
    for (const { fields } of issues) {
      expect(fields).toMatchObject({
        summary: expect.any(String),
        description: { type: 'doc', version: 1 },
        labels: expect.arrayContaining(['morphic']),
        customfield_10050: expect.any(Number),
      });
    }
  });
});
