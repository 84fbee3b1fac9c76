import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
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
const spec = DeciderSpecification.for(creditsDecider);
const when = (past: DomainEvent[], assignmentId: string, amount = 120) =>
  spec.given(past).when({ kind: 'Award', award: award(assignmentId, amount) });

describe('credits decider', () => {
  it('awards the reward of a validated assignment', () => {
    when([], 'as-1').then([awarded('as-1')]);
  });

  it('awards once per assignment', () => {
    when([awarded('as-1')], 'as-1').then([]);
    when([awarded('as-1')], 'as-1', 999).then([]);
    when([awarded('as-1')], 'as-2', 40).then([awarded('as-2', 40)]);
  });

  it('pays nothing for a reward of zero', () => {
    when([], 'as-1', 0).then([]);
  });

  it('ignores the other events of the operator stream', () => {
    const profile: DomainEvent = {
      type: 'ProfileUpdated',
      data: { operator_id: 'op-ada', bio: 'Numbers' },
    };
    expect(spec.given([profile, awarded('as-1'), profile]).state.awarded).toEqual(
      new Set(['as-1']),
    );
  });
});
