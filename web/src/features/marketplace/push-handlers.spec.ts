import type { RecommendationsResponse } from '@morphic/contracts';
import { QueryClient } from '@tanstack/react-query';
import { sessionUserKey } from '../session/session-actions';
import { mission } from './mission-fixture';
import { marketplacePushHandlers as handlers } from './push-handlers';
import { recommendationsQuery } from './queries';

const list = (...ids: string[]): RecommendationsResponse => ({
  success: true,
  recommendations: ids.map((id) => ({
    ...mission(id),
    p_succ: 0.5,
    score: 1,
    closed_reason: null,
  })),
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

  it("shows a company's new reputation on its listed missions, ignoring an older push", () => {
    const reputation = {
      company_id: 'co-acme',
      decisions: 5,
      rejection_rate: 0.2,
      median_decision_ms: 60_000,
    };
    queryClient.setQueryData(key, {
      ...list(),
      recommendations: [
        {
          ...mission('a', { company_reputation: reputation }),
          p_succ: 0.5,
          score: 1,
          closed_reason: null,
        },
      ],
    });
    const shown = () => queryClient.getQueryData(key)?.recommendations[0]?.company_reputation;

    handlers['company.reputation.updated']?.(
      { ...reputation, decisions: 6 },
      { queryClient, position: '30' },
    );
    handlers['company.reputation.updated']?.(
      { ...reputation, decisions: 4 },
      { queryClient, position: '29' },
    );

    expect(shown()).toEqual({ ...reputation, decisions: 6 });
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
