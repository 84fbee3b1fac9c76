import { QueryClient, queryOptions } from '@tanstack/react-query';
import { ScreenDataError, ensureNamedScreenData, ensureScreenData } from './route-data';

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
});

describe('ensureNamedScreenData', () => {
  it('puts every query in the cache', async () => {
    const queryClient = new QueryClient();
    await ensureNamedScreenData(queryClient, { query: figures, failedTitle: 'No figures' });
    expect(queryClient.getQueryData(figures.queryKey)).toBe(42);
  });

  it('names the query that failed in the screen’s words, keeping the failure as the cause', async () => {
    const thrown: unknown = await ensureNamedScreenData(
      new QueryClient(),
      { query: figures, failedTitle: 'No figures' },
      {
        query: broken,
        failedTitle: 'Failed to load the broken list',
        failedTestId: 'broken-error',
      },
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ScreenDataError);
    expect(thrown).toMatchObject({
      title: 'Failed to load the broken list',
      testId: 'broken-error',
      cause: failure,
    });
  });
});
