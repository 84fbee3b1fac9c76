import type { RecommendationsResponse } from '@morphic/contracts';
import { mission } from './mission-fixture';
import { applyBlocked, applyMissionUpdate, applyReputationUpdate } from './recommendations-cache';

const list: RecommendationsResponse = {
  success: true,
  recommendations: [
    { ...mission('a'), p_succ: 0.9, score: 1.8, closed_reason: null },
    { ...mission('b'), p_succ: 0.5, score: 0.6, closed_reason: null },
  ],
  apply_blocked: false,
  blocked_reason: null,
};

describe('recommendations cache', () => {
  it('drops a mission someone took', () => {
    const outcome = applyMissionUpdate(list, mission('a', { status: 'assigned' }));
    expect(outcome.kind === 'updated' && outcome.list.recommendations.map((r) => r.id)).toEqual([
      'b',
    ]);
    expect(applyMissionUpdate(list, mission('z', { status: 'assigned' }))).toEqual({
      kind: 'unchanged',
    });
  });

  it("updates a listed open mission, keeping the caller's score", () => {
    const outcome = applyMissionUpdate(list, mission('b', { title: 'Renamed' }));
    expect(outcome.kind === 'updated' && outcome.list.recommendations[1]).toMatchObject({
      title: 'Renamed',
      p_succ: 0.5,
      score: 0.6,
    });
  });

  it('asks for a refetch when a listed mission becomes vetted-only, keeping the reason otherwise', () => {
    expect(applyMissionUpdate(list, mission('a', { requires_vetted: true }))).toEqual({
      kind: 'refetch',
    });
    const closed: RecommendationsResponse = {
      ...list,
      recommendations: [
        { ...mission('a', { requires_vetted: true }), p_succ: 0.9, score: 1.8, closed_reason: 'x' },
      ],
    };
    const outcome = applyMissionUpdate(closed, mission('a', { requires_vetted: true, title: 'T' }));
    expect(outcome.kind === 'updated' && outcome.list.recommendations[0]).toMatchObject({
      title: 'T',
      closed_reason: 'x',
    });
  });

  it('asks for a refetch when an unlisted mission opens (reopened)', () => {
    expect(applyMissionUpdate(list, mission('c'))).toEqual({ kind: 'refetch' });
  });

  it("shows a company's new reputation on each of its listed missions", () => {
    const before = {
      company_id: 'co-acme',
      decisions: 4,
      rejection_rate: 0.25,
      median_decision_ms: 60_000,
    };
    const after = { ...before, decisions: 5, rejection_rate: 0.2 };
    const withCompany: RecommendationsResponse = {
      ...list,
      recommendations: [
        {
          ...mission('a', { company_reputation: before }),
          p_succ: 0.9,
          score: 1.8,
          closed_reason: null,
        },
        { ...mission('b'), p_succ: 0.5, score: 0.6, closed_reason: null },
      ],
    };

    const updated = applyReputationUpdate(withCompany, after);

    expect(updated.recommendations.map((item) => item.company_reputation)).toEqual([after, null]);
    expect(applyReputationUpdate(withCompany, { ...after, company_id: 'co-other' })).toBe(
      withCompany,
    );
  });

  it('sets apply_blocked, clearing the reason when unblocked', () => {
    expect(applyBlocked(list, true)).toMatchObject({ apply_blocked: true });
    expect(
      applyBlocked({ ...list, apply_blocked: true, blocked_reason: 'x' }, false),
    ).toMatchObject({ apply_blocked: false, blocked_reason: null });
    expect(applyBlocked(list, false)).toBe(list);
  });
});
