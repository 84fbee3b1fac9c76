import type { RecommendationsResponse } from '@morphic/contracts';
import { QueryClient } from '@tanstack/react-query';
import { sessionUserKey } from '../session/session-actions';
import { mission } from './mission-fixture';
import { marketplacePushHandlers as handlers } from './push-handlers';
import { recommendationsQuery } from './queries';

const list = (...ids: string[]): RecommendationsResponse => ({
  success: true,
  recommendations: ids.map((id) => ({ ...mission(id), p_succ: 0.5, score: 1 })),
  apply_blocked: false,
  blocked_reason: null,
});

describe('marketplace push handlers', () => {
  let queryClient: QueryClient;
  const key = recommendationsQuery('').queryKey;
  const ids = () => queryClient.getQueryData(key)?.recommendations.map((item) => item.id);
  const stale = () => queryClient.getQueryState(key)?.isInvalidated;

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(key, list('a', 'b'));
  });

  it('drops a taken mission from every list at once', () => {
    handlers['mission.updated']?.(mission('a', { status: 'assigned' }), {
      queryClient,
      position: '10',
    });
    expect(ids()).toEqual(['b']);
    expect(stale()).toBe(false);
  });

  it('ignores a mission update older than one already shown', () => {
    handlers['mission.updated']?.(mission('b', { title: 'New' }), { queryClient, position: '20' });
    handlers['mission.updated']?.(mission('b', { status: 'assigned' }), {
      queryClient,
      position: '19',
    });
    expect(ids()).toEqual(['a', 'b']);
  });

  it('refetches the lists when a mission is posted, to rank it for the caller', () => {
    handlers['mission.created']?.(mission('c'), { queryClient, position: null });
    expect(stale()).toBe(true);
  });

  it('blocks taking for the signed-in operator only, and refetches for the reason', () => {
    queryClient.setQueryData(sessionUserKey, { id: 'u-1' } as never);
    handlers['marketplace.apply_blocked']?.(
      { operator_id: 'u-2', apply_blocked: true },
      { queryClient, position: null },
    );
    expect(queryClient.getQueryData(key)?.apply_blocked).toBe(false);

    handlers['marketplace.apply_blocked']?.(
      { operator_id: 'u-1', apply_blocked: true },
      { queryClient, position: null },
    );
    expect(queryClient.getQueryData(key)?.apply_blocked).toBe(true);
    expect(stale()).toBe(true);
  });
});
