import { QueryClient, queryOptions } from '@tanstack/react-query';
import { ensureScreenData, loadScreenData } from './route-data';

const failure = new Error('the server answered 500');
const figures = queryOptions({ queryKey: ['figures'], queryFn: () => Promise.resolve(42) });
const broken = queryOptions({
  queryKey: ['broken'],
  queryFn: (): Promise<number> => Promise.reject(failure),
  retry: false,
});

describe('route loaders', () => {
  it('ensureScreenData puts every query in the cache', async () => {
    const queryClient = new QueryClient();
    await ensureScreenData(queryClient, figures);
    expect(queryClient.getQueryData(figures.queryKey)).toBe(42);
  });

  it("ensureScreenData fails with a query's failure, for the route's error component", async () => {
    await expect(ensureScreenData(new QueryClient(), figures, broken)).rejects.toBe(failure);
  });

  it('loadScreenData leaves a failure to the screen', async () => {
    const queryClient = new QueryClient();
    await expect(loadScreenData(queryClient, figures, broken)).resolves.toBeUndefined();
    expect(queryClient.getQueryData(figures.queryKey)).toBe(42);
  });
});
