import type { DomainEvent } from '@morphic/contracts/server';
import { Decision, type Fold } from './decision';

/** Counts a stream's events: enough state to select streams by. */
const counted: Fold<number> = { initialState: 0, evolve: (count) => count + 1 };
const event: DomainEvent = {
  type: 'CompanyRepJoined',
  data: { company_id: 'c1', rep_id: 'r1' },
};

describe('Decision.idsWhere', () => {
  it('keeps the ids whose stream state passes, each once and in order, reading each stream once', async () => {
    const lengths: Record<string, number> = { 'x-a': 2, 'x-b': 0, 'x-c': 1 };
    const reads: string[] = [];
    const decision = new Decision((streamId, how) => {
      reads.push(streamId);
      const events = Array.from({ length: lengths[streamId] ?? 0 }, () => event);
      const state = events.reduce(how.evolve, how.initialState);
      return Promise.resolve({ state, revision: events.length ? BigInt(events.length - 1) : null });
    });
    const kept = await decision.idsWhere(
      ['c', 'a', 'b', 'c'],
      (id) => `x-${id}`,
      counted,
      (count) => count > 0,
    );
    expect(kept).toEqual(['c', 'a']);
    expect(reads).toEqual(['x-c', 'x-a', 'x-b']);
  });
});
