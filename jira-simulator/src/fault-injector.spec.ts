import { startAcme, type SimulatedAcme } from './testing/simulated-site';

describe('fault injection', () => {
  let acme: SimulatedAcme;

  beforeEach(async () => {
    acme = await startAcme();
    acme.site.createIssue({ projectKey: 'AC', summary: 'Task' });
  });
  afterEach(() => acme.simulator.close());

  it('answers the next matching request 429 with Retry-After, then serves again', async () => {
    acme.simulator.control.injectFault({
      method: 'GET',
      path: '/rest/api/3/issue/*',
      fault: { kind: 'status', status: 429, retryAfter: 7 },
    });
    const limited = await acme.call('GET', '/rest/api/3/issue/AC-1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.body).toEqual({ errorMessages: ['Rate limit exceeded.'], errors: {} });
    expect((await acme.call('GET', '/rest/api/3/issue/AC-1')).status).toBe(200);
  });

  it('counts down `times` and leaves requests that do not match alone', async () => {
    acme.simulator.control.injectFault({
      path: '/rest/api/3/**',
      method: 'PUT',
      times: 2,
      fault: { kind: 'status', status: 503 },
    });
    expect((await acme.call('GET', '/rest/api/3/issue/AC-1')).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await acme.call('PUT', '/rest/api/3/issue/AC-1', { fields: {} })).status);
    }
    expect(statuses).toEqual([503, 503, 204]);
  });

  it.each([401, 404, 500])('answers %i in Jira’s error shape', async (status) => {
    acme.simulator.control.injectFault({
      path: '/rest/api/3/myself',
      fault: { kind: 'status', status },
    });
    const answer = await acme.call('GET', '/rest/api/3/myself');
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ errorMessages: [expect.any(String)], errors: {} });
  });

  it('cuts the connection, which the caller sees as a network error', async () => {
    acme.simulator.control.injectFault({ path: '/rest/api/3/myself', fault: { kind: 'drop' } });
    await expect(acme.call('GET', '/rest/api/3/myself')).rejects.toThrow('fetch failed');
    expect((await acme.call('GET', '/rest/api/3/myself')).status).toBe(200);
    expect(acme.simulator.control.requests().map((r) => [r.method, r.path, r.status])).toEqual([
      ['GET', '/rest/api/3/myself', 'dropped'],
      ['GET', '/rest/api/3/myself', 200],
    ]);
  });
});
