import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { fold } from '../../../infrastructure/commands/decider';
import { creditsDecider } from './credits.decider';

const award = (assignmentId: string, amount = 120): EventData<'CreditsAwarded'> => ({
  operator_id: 'op-ada',
  assignment_id: assignmentId,
  amount,
  reason: `Validated: ${assignmentId}`,
});
const awarded = (assignmentId: string, amount = 120): DomainEvent => ({
  type: 'CreditsAwarded',
  data: award(assignmentId, amount),
});
const when = (past: DomainEvent[], assignmentId: string, amount = 120) =>
  creditsDecider.decide(
    { kind: 'Award', award: award(assignmentId, amount) },
    fold(creditsDecider, past),
  );

describe('credits decider', () => {
  it('awards the reward of a validated assignment', () => {
    expect(when([], 'as-1')).toEqual([awarded('as-1')]);
  });

  it('awards once per assignment', () => {
    expect(when([awarded('as-1')], 'as-1')).toEqual([]);
    expect(when([awarded('as-1')], 'as-1', 999)).toEqual([]);
    expect(when([awarded('as-1')], 'as-2', 40)).toEqual([awarded('as-2', 40)]);
  });

  it('pays nothing for a reward of zero', () => {
    expect(when([], 'as-1', 0)).toEqual([]);
  });

  it('ignores the other events of the operator stream', () => {
    const profile: DomainEvent = {
      type: 'ProfileUpdated',
      data: { operator_id: 'op-ada', bio: 'Numbers' },
    };
    expect(fold(creditsDecider, [profile, awarded('as-1'), profile]).awarded).toEqual(
      new Set(['as-1']),
    );
  });
});
