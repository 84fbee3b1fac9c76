import { EXPORTS_TEXTS } from '@morphic/contracts';
import { MISSIONS_COLLECTION, type MissionDoc } from '@morphic/contracts/server';
import { DEFAULT_PAGE_SIZE, type ReadCollection, type ReadStore } from '@morphic/stores';
import { READ_STORE } from '#infrastructure/tokens';
import { DEMO_PASSWORDS, startTestApp, type TestApp } from '../../../testing/test-app';

const EXPORTS = ['operators', 'missions', 'assignments', 'validations', 'joined'] as const;

const missionDoc = (id: string, title: string): MissionDoc => ({
  _id: id,
  title,
  description: 'export fixture',
  status: 'open',
  difficulty: 'beginner',
  estimated_hours: '1',
  domain_tags: ['csv'],
  required_skill_vector: {},
  reward_amount: 10,
  reward_asset: 'USD',
  deadline_at: null,
  owner_operator_id: null,
  company_id: null,
  assignments_count: 0,
  assignments: [],
  current_assignment_id: null,
  stream_revision: 0,
  created_at: '2026-01-01T00:00:00.000Z',
});

const download = (platform: TestApp, name: string, token?: string) =>
  fetch(`${platform.url}/api/admin/exports/${name}.csv`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('CSV exports', () => {
  let platform: TestApp;
  let adminToken: string;
  let store: ReadStore;

  beforeAll(async () => {
    platform = await startTestApp();
    adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
    store = platform.app.get<ReadStore>(READ_STORE);
  });
  afterAll(() => platform.close({ removeData: true }));

  it.each(EXPORTS)('%s.csv: an admin downloads it as CSV with its header row', async (name) => {
    const response = await download(platform, name, adminToken);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toContain(`${name}.csv`);
    const [header] = (await response.text()).split('\r\n');
    expect(header).toMatch(
      name === 'joined' ? /^assignment_id,.*operator_handle.*mission_title/ : /^id,/,
    );
  });

  it('operators.csv lists the demo operators and no secret column', async () => {
    const csv = await (await download(platform, 'operators', adminToken)).text();
    const [header] = csv.split('\r\n');

    expect(csv).toContain(',ada,');
    expect(header).not.toMatch(/password|hash|secret|token|totp/i);
  });

  it.each(EXPORTS)(
    '%s.csv: refuses an operator with "You must be an admin", and a stranger',
    async (name) => {
      const operatorToken = await platform.login('ada', DEMO_PASSWORDS.operator);
      const asOperator = await download(platform, name, operatorToken);
      expect(asOperator.status).toBe(403);
      expect(((await asOperator.json()) as { error: string }).error).toBe(
        EXPORTS_TEXTS.mustBeAdmin,
      );
      expect((await download(platform, name)).status).toBe(401);
    },
  );

  it('prefixes formula cells and quotes the rest as RFC 4180 says', async () => {
    const missions = store.collection<MissionDoc>(MISSIONS_COLLECTION);
    await missions.insertOne(
      missionDoc('zz-formula', '=HYPERLINK("http://x","click"), then\nmore'),
    );

    const csv = await (await download(platform, 'missions', adminToken)).text();

    expect(csv).toContain('zz-formula,"\'=HYPERLINK(""http://x"",""click""), then\nmore",open,');
    await missions.deleteOne({ _id: 'zz-formula' });
  });

  it('streams: the first rows reach the client before the next page is read', async () => {
    const missions = store.collection<MissionDoc>(MISSIONS_COLLECTION);
    const total = DEFAULT_PAGE_SIZE * 2 + 7;
    for (let i = 0; i < total; i++) {
      await missions.insertOne(missionDoc(`stream-${String(i).padStart(5, '0')}`, `Mission ${i}`));
    }
    // Holds every page after the first until the client has its first bytes: a server that
    // buffered the whole table would never answer, and the test would time out.
    let release!: () => void;
    const firstBytesSeen = new Promise<void>((resolve) => (release = resolve));
    let pagesRead = 0;
    const original = store.collection.bind(store);
    const spy = jest
      .spyOn(store, 'collection')
      .mockImplementation(<T extends { _id: string }>(name: string) => {
        const collection = original<T>(name);
        if (name !== MISSIONS_COLLECTION) return collection;
        return {
          ...collection,
          find: async (...args: Parameters<ReadCollection<T>['find']>) => {
            if (pagesRead++ > 0) await firstBytesSeen;
            return collection.find(...args);
          },
        } as ReadCollection<T>;
      });
    try {
      const response = await download(platform, 'missions', adminToken);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = '';
      const first = await reader.read();
      text += decoder.decode(first.value, { stream: true });
      expect(pagesRead).toBe(2);
      release();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += decoder.decode(chunk.value, { stream: true });
      }
      const streamed = text.split('\r\n').filter((line) => line.startsWith('stream-'));
      expect(streamed).toHaveLength(total);
      expect(pagesRead).toBeGreaterThanOrEqual(3);
    } finally {
      spy.mockRestore();
      release();
      await missions.deleteMany({ description: 'export fixture' });
    }
  });
});
