import type { AdminOperatorsResponse } from '@morphic/contracts';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';

describe('GET /api/admin/operators', () => {
  let platform: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    platform = await startTestApp({ env: { FOUNDER_USERNAMES: 'alan' } });
    adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(() => platform.close({ removeData: true }));

  const list = (query = '', token = adminToken) =>
    call<AdminOperatorsResponse & { error?: string }>(
      platform.url,
      'GET',
      `/api/admin/operators${query}`,
      { token },
    );
  const handles = async (query: string) =>
    (await list(query)).body.operators.map((operator) => operator.handle);

  it('lists operator accounts newest first, with why an account cannot be impersonated', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, total: 5, page: 1, page_size: 20 });
    expect(response.body.operators.map((o) => o.handle)).toEqual([
      'alan',
      'ada',
      'validator',
      'admin',
      'founder',
    ]);
    const byHandle = new Map(response.body.operators.map((o) => [o.handle, o]));
    expect(byHandle.get('ada')).toMatchObject({
      full_name: 'Ada Lovelace',
      email: 'ada@morphic.example',
      role: 'operator',
      status: 'active',
      impersonation_blocked_reason: null,
    });
    for (const handle of ['admin', 'founder', 'alan']) {
      expect(byHandle.get(handle)?.impersonation_blocked_reason).toBe(
        'Admins and founders cannot be impersonated',
      );
    }
    expect(byHandle.get('alan')?.roles).toEqual(['operator', 'founder']);
  });

  it('searches handle, email and name, in any case', async () => {
    expect(await handles('?q=ADA')).toEqual(['ada']);
    expect(await handles('?q=lovelace')).toEqual(['ada']);
    expect(await handles('?q=alan%40morphic')).toEqual(['alan']);
    expect(await handles('?q=nobody-like-this')).toEqual([]);
  });

  it('filters by role, founders by username included', async () => {
    expect(await handles('?role=validator')).toEqual(['validator']);
    expect(await handles('?role=founder')).toEqual(['alan', 'founder']);
    expect(await handles('?role=admin')).toEqual(['admin']);
    expect(await handles('?role=operator,validator')).toEqual([]);
    expect(await handles('?role=operator&q=a')).toEqual(['alan', 'ada', 'admin', 'founder']);
  });

  it('pages through the list', async () => {
    const second = await list('?page=2&page_size=2');
    expect(second.body).toMatchObject({ total: 5, page: 2, page_size: 2 });
    expect(second.body.operators.map((o) => o.handle)).toEqual(['validator', 'admin']);
    expect((await list('?page=3&page_size=2')).body.operators.map((o) => o.handle)).toEqual([
      'founder',
    ]);
  });

  it('refuses bad parameters with a 400', async () => {
    const role = await list('?role=wizard');
    expect(role.status).toBe(400);
    expect(role.body.error).toBe('Unknown role filter');
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?page_size=1000')).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await call(platform.url, 'GET', '/api/admin/operators')).status).toBe(401);
    const operator = await platform.login('ada', DEMO_PASSWORDS.operator);
    expect((await list('', operator)).status).toBe(403);
  });
});
