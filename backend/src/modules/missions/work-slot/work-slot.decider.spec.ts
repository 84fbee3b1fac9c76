import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { workSlotDecider, type WorkSlotCommand } from './work-slot.decider';

const take = (assignmentId: string): WorkSlotCommand => ({
  kind: 'Take',
  operatorId: 'op-ada',
  assignmentId,
});
const free = (assignmentId: string): WorkSlotCommand => ({
  kind: 'Free',
  operatorId: 'op-ada',
  assignmentId,
});
const taken = (assignmentId: string): DomainEvent => ({
  type: 'WorkSlotTaken',
  data: { operator_id: 'op-ada', assignment_id: assignmentId },
});
const freed = (assignmentId: string): DomainEvent => ({
  type: 'WorkSlotFreed',
  data: { operator_id: 'op-ada', assignment_id: assignmentId },
});
const spec = DeciderSpecification.for(workSlotDecider);
const when = (past: DomainEvent[], command: WorkSlotCommand) => spec.given(past).when(command);

describe('work slot decider', () => {
  it('takes a free slot', () => {
    when([], take('a1')).then([taken('a1')]);
    when([taken('a1'), freed('a1')], take('a2')).then([taken('a2')]);
  });

  it('refuses a second assignment while one holds the slot', () => {
    when([taken('a1')], take('a2')).thenRefuses('conflict', MARKETPLACE_TEXTS.workSlotTaken);
  });

  it('is idempotent for the assignment that holds it', () => {
    when([taken('a1')], take('a1')).then([]);
  });

  it('lets the same assignment take it again after freeing it (unsubmit, retry)', () => {
    when([taken('a1'), freed('a1')], take('a1')).then([taken('a1')]);
  });

  it('frees only for its holder', () => {
    when([taken('a1')], free('a1')).then([freed('a1')]);
    when([taken('a1')], free('a2')).then([]);
    when([], free('a1')).then([]);
    when([taken('a1'), freed('a1')], free('a1')).then([]);
  });

  it('ignores events of other aggregates', () => {
    const other: DomainEvent = {
      type: 'AssignmentRetried',
      data: { assignment_id: 'a1' },
    };
    expect(spec.given([taken('a1'), other]).state).toEqual({ assignmentId: 'a1' });
  });
});
