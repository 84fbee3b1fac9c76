import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
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
const when = (past: DomainEvent[], command: WorkSlotCommand) =>
  workSlotDecider.decide(command, fold(workSlotDecider, past));

describe('work slot decider', () => {
  it('takes a free slot', () => {
    expect(when([], take('a1'))).toEqual([taken('a1')]);
    expect(when([taken('a1'), freed('a1')], take('a2'))).toEqual([taken('a2')]);
  });

  it('refuses a second assignment while one holds the slot', () => {
    expect(() => when([taken('a1')], take('a2'))).toThrow(
      new DomainRuleViolation('conflict', MARKETPLACE_TEXTS.workSlotTaken),
    );
  });

  it('is idempotent for the assignment that holds it', () => {
    expect(when([taken('a1')], take('a1'))).toEqual([]);
  });

  it('lets the same assignment take it again after freeing it (unsubmit, retry)', () => {
    expect(when([taken('a1'), freed('a1')], take('a1'))).toEqual([taken('a1')]);
  });

  it('frees only for its holder', () => {
    expect(when([taken('a1')], free('a1'))).toEqual([freed('a1')]);
    expect(when([taken('a1')], free('a2'))).toEqual([]);
    expect(when([], free('a1'))).toEqual([]);
    expect(when([taken('a1'), freed('a1')], free('a1'))).toEqual([]);
  });

  it('ignores events of other aggregates', () => {
    const other: DomainEvent = {
      type: 'AssignmentRetried',
      data: { assignment_id: 'a1' },
    };
    expect(fold(workSlotDecider, [taken('a1'), other])).toEqual({ assignmentId: 'a1' });
  });
});
