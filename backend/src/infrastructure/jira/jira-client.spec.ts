import { COMPANY_TEXTS, OUTBOUND_TEXTS } from '@morphic/contracts';
import {
  startJiraSimulator,
  type FaultRule,
  type SiteControl,
  type StartedJiraSimulator,
} from '@morphic/jira-simulator';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { OutboundHttp } from '../outbound-http/outbound-http';
import { JiraClient } from './jira-client';
import type { JiraRetryNotice } from './jira-http';
import { JiraRequestError, JiraTransitionUnavailableError } from './jira-request-error';

const EMAIL = 'sync@acme.example';
const API_TOKEN = 'ATATT3xFfGF0-simulated-token-7f3c';
const NOW = Date.parse('2026-03-01T08:00:00Z');

describe('JiraClient against the Jira simulator', () => {
  let simulator: StartedJiraSimulator;
  let site: SiteControl;
  let delays: number[];
  let notices: JiraRetryNotice[];
  let client: JiraClient;
  const outbound = new OutboundHttp({ allowedHosts: ['127.0.0.1'] });
  afterAll(() => outbound.onModuleDestroy());

  beforeEach(async () => {
    simulator = await startJiraSimulator({ now: () => new Date(NOW) });
    site = simulator.control.createSite({
      name: 'acme',
      users: [
        { email: 'pat@acme.example', displayName: 'Pat Quinn' },
        { email: EMAIL, displayName: 'Acme Sync', apiToken: API_TOKEN },
      ],
    });
    site.createProject('AC', 'Acme');
    for (let n = 1; n <= 7; n += 1) {
      site.createIssue({
        projectKey: 'AC',
        summary: `Task ${n}`,
        custom: { customfield_10050: n * 100 },
      });
    }
    delays = [];
    notices = [];
    client = clientWith(API_TOKEN);
  });
  afterEach(() => simulator.close());

  function clientWith(apiToken: string): JiraClient {
    return new JiraClient(
      { baseUrl: site.baseUrl, email: EMAIL, apiToken },
      {
        outbound,
        sleep: (ms) => {
          delays.push(ms);
          return Promise.resolve();
        },
        random: () => 0.5,
        now: () => NOW,
        onRetry: (notice) => notices.push(notice),
      },
    );
  }

  const injectFault = (rule: FaultRule) => simulator.control.injectFault(rule);
  const requestsTo = (path: string) =>
    simulator.control.requests().filter((request) => request.path === path);

  async function failureOf(work: Promise<unknown>): Promise<JiraRequestError> {
    const error: unknown = await work.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof JiraRequestError))
      throw new Error(`Expected a JiraRequestError, got ${String(error)}`);
    return error;
  }

  it('reads the account and the fields', async () => {
    expect(await client.myself()).toMatchObject({ emailAddress: EMAIL, displayName: 'Acme Sync' });
    const fields = await client.listFields();
    expect(fields.find((field) => field.name === 'Story price')).toMatchObject({
      id: 'customfield_10050',
      custom: true,
      schema: { type: 'number' },
    });
  });

  it('iterates over every page of a search until isLast', async () => {
    const issues = [];
    for await (const issue of client.searchIssues({
      projectKeys: ['AC'],
      fields: ['summary', 'customfield_10050'],
      pageSize: 3,
    })) {
      issues.push(issue);
    }
    expect(
      issues.map((issue) => [issue.key, issue.fields.summary, issue.fields.customfield_10050]),
    ).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => [`AC-${n}`, `Task ${n}`, n * 100]));
    expect(requestsTo('/rest/api/3/search/jql')).toHaveLength(3);
  });

  it('searches only issues updated since the bound', async () => {
    const keysUpdatedSince = async (updatedSince: Date) => {
      const keys = [];
      for await (const issue of client.searchIssues({
        projectKeys: ['AC'],
        fields: [],
        updatedSince,
      })) {
        keys.push(issue.key);
      }
      return keys;
    };
    expect(await keysUpdatedSince(new Date(NOW))).toHaveLength(7);
    expect(await keysUpdatedSince(new Date(NOW + 60_000))).toEqual([]);
  });

  it('reads and edits an issue', async () => {
    await client.editIssue('AC-1', { summary: 'Task 1, reworded', labels: ['morphic'] });
    const issue = await client.getIssue('AC-1', ['summary', 'labels']);
    expect(issue).toMatchObject({
      key: 'AC-1',
      fields: { summary: 'Task 1, reworded', labels: ['morphic'] },
    });
    expect(Object.keys(issue.fields)).toEqual(['summary', 'labels']);
  });

  it('transitions to a status by name, and does nothing when the issue is there already', async () => {
    expect(await client.transitionTo('AC-1', 'in progress')).toBe('transitioned');
    expect(site.issue('AC-1').status).toBe('In Progress');
    expect(await client.transitionTo('AC-1', 'In Progress')).toBe('already_there');
    expect(
      simulator.control
        .requests()
        .filter((request) => request.method === 'POST' && request.path.endsWith('/transitions')),
    ).toHaveLength(1);
  });

  it('names the statuses on offer when no transition leads to the one asked', async () => {
    const refusal = client.transitionTo('AC-1', 'Blocked');
    await expect(refusal).rejects.toThrow(JiraTransitionUnavailableError);
    await expect(refusal).rejects.toThrow(
      'Jira issue AC-1 cannot move to "Blocked": its workflow offers "In Progress", "Done" from where it is.',
    );
  });

  it('follows a workflow that restricts transitions: Done only by way of In Progress', async () => {
    const strict = simulator.control.createSite({
      name: 'strict',
      workflow: 'restricted',
      users: [{ email: EMAIL, displayName: 'Strict Sync', apiToken: API_TOKEN }],
    });
    strict.createProject('ST', 'Strict');
    strict.createIssue({ projectKey: 'ST', summary: 'Restricted' });
    const strictClient = new JiraClient(
      { baseUrl: strict.baseUrl, email: EMAIL, apiToken: API_TOKEN },
      { outbound },
    );
    await expect(strictClient.transitionTo('ST-1', 'Done')).rejects.toThrow(
      'Jira issue ST-1 cannot move to "Done": its workflow offers "In Progress" from where it is.',
    );
    expect(await strictClient.transitionTo('ST-1', 'In Progress')).toBe('transitioned');
    expect(await strictClient.transitionTo('ST-1', 'Done')).toBe('transitioned');
    expect(strict.issue('ST-1')).toMatchObject({
      status: 'Done',
      fields: expect.objectContaining({ resolution: expect.objectContaining({ name: 'Done' }) }),
    });
  });

  it('uploads an attachment', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 the report');
    const attachment = await client.addAttachment('AC-2', 'report.pdf', bytes, 'application/pdf');
    expect(attachment).toMatchObject({
      filename: 'report.pdf',
      size: bytes.length,
      mimeType: 'application/pdf',
    });
    const [kept] = site.issue('AC-2').attachments;
    expect(kept?.bytes.equals(Buffer.from(bytes))).toBe(true);
  });

  describe('retries', () => {
    it('waits as long as a 429’s Retry-After in seconds says, then succeeds', async () => {
      injectFault({
        path: '/rest/api/3/myself',
        fault: { kind: 'status', status: 429, retryAfter: 1 },
      });
      expect(await client.myself()).toMatchObject({ emailAddress: EMAIL });
      expect(delays).toEqual([1000]);
      expect(notices).toEqual([
        {
          method: 'GET',
          path: '/rest/api/3/myself',
          attempt: 1,
          delayMs: 1000,
          reason: 'rate_limited',
          status: 429,
        },
      ]);
    });

    it('reads a Retry-After given as an HTTP date', async () => {
      injectFault({
        path: '/rest/api/3/myself',
        fault: { kind: 'status', status: 429, retryAfter: new Date(NOW + 12_000).toUTCString() },
      });
      await client.myself();
      expect(delays).toEqual([12_000]);
    });

    it('gives up at once when Retry-After asks for longer than it waits, saying how long', async () => {
      injectFault({
        path: '/rest/api/3/myself',
        fault: { kind: 'status', status: 429, retryAfter: 120 },
      });
      const error = await failureOf(client.myself());
      expect(error).toMatchObject({
        kind: 'rate_limited',
        status: 429,
        retryAfterMs: 120_000,
        attempts: 1,
      });
      expect(delays).toEqual([]);
    });

    it('retries 5xx with growing, jittered backoff and then succeeds', async () => {
      injectFault({
        path: '/rest/api/3/issue/*',
        times: 2,
        fault: { kind: 'status', status: 503 },
      });
      expect(await client.getIssue('AC-1')).toMatchObject({ key: 'AC-1' });
      expect(delays).toEqual([250, 500]);
      expect(requestsTo('/rest/api/3/issue/AC-1').map((request) => request.status)).toEqual([
        503, 503, 200,
      ]);
    });

    it('stops after the last attempt with a server error', async () => {
      injectFault({ path: '/rest/api/3/field', times: 10, fault: { kind: 'status', status: 500 } });
      const error = await failureOf(client.listFields());
      expect(error).toMatchObject({
        kind: 'server',
        status: 500,
        attempts: 4,
        errorMessages: ['Internal server error'],
      });
      expect(requestsTo('/rest/api/3/field')).toHaveLength(4);
    });

    it('retries a dropped connection as a network error', async () => {
      injectFault({ path: '/rest/api/3/myself', fault: { kind: 'drop' } });
      expect(await client.myself()).toMatchObject({ emailAddress: EMAIL });
      expect(notices.map((notice) => notice.reason)).toEqual(['network']);

      injectFault({ path: '/rest/api/3/myself', times: 4, fault: { kind: 'drop' } });
      const error = await failureOf(client.myself());
      expect(error).toMatchObject({ kind: 'network', attempts: 4 });
      expect(error.status).toBeUndefined();
    });

    it.each([
      [401, 'unauthorized'],
      [403, 'unauthorized'],
      [404, 'not_found'],
    ])('does not retry %i', async (status, kind) => {
      injectFault({ path: '/rest/api/3/myself', fault: { kind: 'status', status } });
      const error = await failureOf(client.myself());
      expect(error).toMatchObject({ kind, status, attempts: 1 });
      expect(requestsTo('/rest/api/3/myself')).toHaveLength(1);
      expect(delays).toEqual([]);
    });
  });

  it('throws Jira’s own messages: a wrong token, a missing issue, a refused field', async () => {
    const wrongToken = await failureOf(clientWith('not-the-token').myself());
    expect(wrongToken).toMatchObject({
      kind: 'unauthorized',
      status: 401,
      errorMessages: ['Client must be authenticated to access this resource.'],
    });
    const missing = await failureOf(client.getIssue('AC-99'));
    expect(missing).toMatchObject({
      kind: 'not_found',
      errorMessages: ['Issue does not exist or you do not have permission to see it.'],
    });
    expect(missing.message).toBe(
      'Jira GET /rest/api/3/issue/AC-99 failed (not_found, 404): Issue does not exist or you do not have permission to see it.',
    );
    const refused = await failureOf(client.editIssue('AC-1', { customfield_10050: 'a lot' }));
    expect(refused).toMatchObject({
      kind: 'bad_request',
      status: 400,
      errors: { customfield_10050: 'Operation value must be a number.' },
    });
  });

  it('never lets the API token out in an error, its JSON, its stack or a retry notice', async () => {
    const basic = Buffer.from(`${EMAIL}:${API_TOKEN}`).toString('base64');
    injectFault({ path: '/rest/api/3/myself', times: 4, fault: { kind: 'drop' } });
    injectFault({ path: '/rest/api/3/field', times: 4, fault: { kind: 'status', status: 503 } });
    injectFault({
      path: '/rest/api/3/issue/AC-1',
      fault: { kind: 'status', status: 429, retryAfter: 3600 },
    });
    const errors: unknown[] = [
      await failureOf(client.myself()),
      await failureOf(client.listFields()),
      await failureOf(client.getIssue('AC-1')),
      await failureOf(client.getIssue('AC-404')),
      await failureOf(client.editIssue('AC-2', { nope: 1 })),
      await failureOf(
        new JiraClient(
          { baseUrl: 'http://127.0.0.1:1', email: EMAIL, apiToken: API_TOKEN },
          { outbound, sleep: () => Promise.resolve() },
        ).myself(),
      ),
      await client.transitionTo('AC-1', 'Blocked').catch((error: unknown) => error),
    ];
    for (const error of errors) {
      const seen = [
        String(error),
        (error as Error).stack ?? '',
        JSON.stringify(error),
        inspect(error, { depth: 10, showHidden: true }),
      ].join('\n');
      expect(seen).not.toContain(API_TOKEN);
      expect(seen).not.toContain(basic);
    }
    expect(JSON.stringify(notices)).not.toContain(API_TOKEN);
    expect(JSON.stringify(client)).not.toContain(basic);
    expect(inspect(client, { depth: 10 })).not.toContain(basic);
  });

  it('refuses a base URL with a query (it would carry every path), sending nothing', async () => {
    const before = simulator.control.requests().length;
    for (const baseUrl of [`${site.baseUrl}?x=`, `${site.baseUrl}#x`]) {
      const client = new JiraClient({ baseUrl, email: EMAIL, apiToken: API_TOKEN }, { outbound });
      expect(await failureOf(client.myself())).toMatchObject({
        kind: 'refused',
        attempts: 1,
        detail: COMPANY_TEXTS.jira.urlQuery,
      });
    }
    expect(simulator.control.requests()).toHaveLength(before);
  });

  describe('against a server that is not Jira', () => {
    const PAGE = '<html><body>internal-admin-console db_password=hunter2</body></html>';
    let server: Server;
    let other: JiraClient;

    beforeEach(async () => {
      server = createServer((request, response) => {
        if (request.url === '/rest/api/3/myself') {
          response.writeHead(401, { 'content-type': 'text/html' }).end(PAGE);
        } else response.writeHead(302, { location: 'http://169.254.169.254/' }).end(PAGE);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      other = new JiraClient(
        { baseUrl: `http://127.0.0.1:${port}`, email: EMAIL, apiToken: API_TOKEN },
        { outbound, sleep: () => Promise.resolve() },
      );
    });
    afterEach(() => new Promise((resolve) => server.close(resolve)));

    it('keeps its status but never its body', async () => {
      const error = await failureOf(other.myself());
      expect(error).toMatchObject({ kind: 'unauthorized', status: 401, errorMessages: [] });
      const seen = [String(error), JSON.stringify(error), inspect(error, { depth: 10 })].join();
      expect(seen).not.toContain('internal-admin-console');
    });

    it('does not follow its redirect, nor try again', async () => {
      const error = await failureOf(other.listFields());
      expect(error).toMatchObject({
        kind: 'refused',
        attempts: 1,
        detail: OUTBOUND_TEXTS.refused.redirect,
      });
      expect(JSON.stringify(error)).not.toContain('internal-admin-console');
    });
  });
});
