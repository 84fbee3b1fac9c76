import { defineEndpoint } from '@morphic/contracts';
import { z } from 'zod';
import { endpointClient } from './endpoint-client';

const group = {
  rename: defineEndpoint({
    method: 'POST',
    path: '/api/things/{id}/rename',
    access: 'user',
    summary: 'Renames a thing',
    request: { body: z.object({ name: z.string() }) },
    response: z.object({ id: z.string(), name: z.string() }),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/things',
    access: 'public',
    summary: 'Lists things',
    request: { query: z.object({ q: z.string().optional() }) },
    response: z.object({ things: z.array(z.string()) }),
  }),
};

describe('endpointClient', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('gives each endpoint a function that calls it as defined and parses the answer', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ id: 't 1', name: 'New', position: '7/7' })),
    );
    const client = endpointClient(async () => group);
    const answer = await client.rename({
      params: { id: 't 1' },
      body: { name: 'New' },
      token: 'T',
    });
    expect(answer.name).toBe('New');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things/t%201/rename');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ name: 'New' }));
  });

  it('lets the arguments be left out when none is required', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ things: [] })));
    await expect(endpointClient(async () => group).list()).resolves.toEqual({ things: [] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things');
  });

  it('types the arguments and the answer from the definition (checked by the web typecheck)', () => {
    const client = endpointClient(async () => group);
    const typeChecks = async () => {
      // @ts-expect-error the path parameter is required
      await client.rename({ body: { name: 'x' } });
      // @ts-expect-error the body must match the endpoint's schema
      await client.rename({ params: { id: '1' }, body: { title: 'x' } });
      const { things } = await client.list({ query: { q: 'a' } });
      // @ts-expect-error the answer has no such field
      return things.length + (await client.list()).count;
    };
    expect(typeof typeChecks).toBe('function');
  });

  it('loads the definitions once, on the first call', async () => {
    const loadGroup = jest.fn(async () => group);
    const client = endpointClient(loadGroup);
    expect(loadGroup).not.toHaveBeenCalled();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ things: [] })));
    await Promise.all([client.list(), client.list()]);
    await client.list();
    expect(loadGroup).toHaveBeenCalledTimes(1);
  });

  it('reports a definitions chunk that failed to load as a network error, and loads it again on the next call', async () => {
    const loadGroup = jest
      .fn<Promise<typeof group>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(group);
    const client = endpointClient(loadGroup);
    await expect(client.list()).rejects.toMatchObject({ kind: 'network' });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ things: ['a'] })));
    await expect(client.list()).resolves.toEqual({ things: ['a'] });
    expect(loadGroup).toHaveBeenCalledTimes(2);
  });
});
