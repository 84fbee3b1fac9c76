import {
  IDENTITY_ENDPOINTS,
  MESSAGES,
  MISSIONS_ENDPOINTS,
  PLATFORM_ENDPOINTS,
  VALIDATION_ENDPOINTS,
} from '@morphic/contracts';
import { ApiError } from '../api-client';
import { callEndpoint } from './call-endpoint';
import { setUnauthorizedHandler } from './send-request';

const applied = {
  success: true,
  assignment_id: 'a-1',
  message: 'Task assigned',
  position: '12/12',
};

describe('callEndpoint', () => {
  let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;
  const answer = (status: number, body: unknown) =>
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
  const sent = () => {
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    return { url, init, headers: (init?.headers ?? {}) as Record<string, string> };
  };

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('sends a command to its path with the token, a JSON body and an Idempotency-Key', async () => {
    answer(200, applied);
    await expect(
      callEndpoint(MISSIONS_ENDPOINTS.apply, {
        params: { id: 'mission 1' },
        body: { message: 'Hi' },
        token: 'T',
        idempotencyKey: 'key-1',
      }),
    ).resolves.toEqual(applied);
    const { url, init, headers } = sent();
    expect(url).toBe('/api/tasks/mission%201/apply');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ message: 'Hi' }));
    expect(headers).toMatchObject({
      Authorization: 'Bearer T',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'key-1',
    });
  });

  it('gives each command a fresh Idempotency-Key unless one is given', async () => {
    answer(200, applied);
    await callEndpoint(MISSIONS_ENDPOINTS.apply, { params: { id: 'm' }, body: {}, token: 'T' });
    expect(sent().headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads with the query and no body, key or token when told to send none', async () => {
    answer(200, { success: true, jobs: [] });
    await callEndpoint(VALIDATION_ENDPOINTS.openJobs, { query: { limit: 20 }, token: null });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/validation/open?limit=20');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(headers).toEqual({ Accept: 'application/json' });
  });

  it('sends no Idempotency-Key to an action or to a command whose answer must not be replayed', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({}), { status: 400 }));
    await callEndpoint(IDENTITY_ENDPOINTS.login, {
      body: { username_or_email: 'ada', password: 'x' },
      token: null,
    }).catch(() => undefined);
    await callEndpoint(IDENTITY_ENDPOINTS.register, {
      body: new FormData(),
      token: null,
    }).catch(() => undefined);
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toEqual([undefined, undefined]);
  });

  it('sends form data as multipart, leaving the boundary to the browser', async () => {
    answer(400, { success: false, status: 400, error: 'Username is required' });
    const form = new FormData();
    form.append('username', 'ada');
    await expect(
      callEndpoint(IDENTITY_ENDPOINTS.register, { body: form, token: null }),
    ).rejects.toMatchObject({ status: 400 });
    expect(sent().init?.body).toBe(form);
    expect(sent().headers['Content-Type']).toBeUndefined();
  });

  it('fails with the server’s error text and status, keeping the body', async () => {
    const body = { success: false, status: 409, error: 'This task is already taken' };
    answer(409, body);
    const failure = callEndpoint(MISSIONS_ENDPOINTS.apply, { params: { id: 'm' }, body: {} });
    await expect(failure).rejects.toEqual(
      new ApiError('http', 'This task is already taken', 409, 'This task is already taken', body),
    );
  });

  it('tells the session handler when a call with a token gets 401', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    try {
      answer(401, { success: false, status: 401, error: 'Invalid or expired token' });
      await expect(callEndpoint(IDENTITY_ENDPOINTS.me, { token: 'old' })).rejects.toBeInstanceOf(
        ApiError,
      );
      expect(handler).toHaveBeenCalledWith('old');
    } finally {
      setUnauthorizedHandler(null);
    }
  });

  it('refuses an answer that breaks the response schema', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(200, { message: 'Hello from Morphic', status: 'offline' });
    await expect(callEndpoint(PLATFORM_ENDPOINTS.hello)).rejects.toMatchObject({
      kind: 'invalid-response',
      message: MESSAGES.somethingWentWrong,
    });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('fails with the network message when no answer comes', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(callEndpoint(PLATFORM_ENDPOINTS.hello)).rejects.toMatchObject({
      kind: 'network',
      message: MESSAGES.networkError,
      status: null,
    });
  });

  it('takes its argument and answer types from the definition (checked by the typecheck)', () => {
    const neverCalled = async () => {
      // @ts-expect-error the path's {id} is required
      await callEndpoint(MISSIONS_ENDPOINTS.apply, { body: {} });
      // @ts-expect-error the body's fields are the request schema's
      await callEndpoint(MISSIONS_ENDPOINTS.apply, { params: { id: 'm' }, body: { note: 1 } });
      const hello = await callEndpoint(PLATFORM_ENDPOINTS.hello);
      // @ts-expect-error the answer has the response schema's fields only
      return hello.uptime_seconds;
    };
    expect(fetchMock).not.toHaveBeenCalled();
    expect(neverCalled).toBeInstanceOf(Function);
  });
});
