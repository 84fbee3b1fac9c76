import { BUILT_ENDPOINTS } from './endpoints';
import { ENDPOINTS } from './spec/endpoints';

const keyOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

/** Each path an endpoint is served at: its own and its aliases. */
const served = BUILT_ENDPOINTS.flatMap((endpoint) =>
  [endpoint.path, ...endpoint.aliases].map((path) => ({ ...endpoint, path })),
);

describe('the built endpoints', () => {
  it('define each method and path once', () => {
    const keys = served.map(keyOf);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('keep the spec table’s paths and access levels', () => {
    const table = new Map(ENDPOINTS.map((endpoint) => [keyOf(endpoint), endpoint.access]));
    for (const endpoint of served) {
      expect({ endpoint: keyOf(endpoint), access: endpoint.access }).toEqual({
        endpoint: keyOf(endpoint),
        access: table.get(keyOf(endpoint)) ?? 'missing from the spec table',
      });
    }
  });
});
