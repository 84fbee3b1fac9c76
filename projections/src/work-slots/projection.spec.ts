import { WORK_SLOTS_COLLECTION, WorkSlotDocSchema } from '@morphic/contracts/server';
import { TestLog, parsedWith, project, pushesAfter, expectIdempotent } from '../testing/project';
import { workSlotEvents } from '../testing/work-slot-events';
import { workSlotsProjection } from './projection';

describe('work slots projection', () => {
  it('records the assignment holding each operator slot, and frees it', async () => {
    const log = new TestLog();
    const ada = workSlotEvents(log);
    const alan = workSlotEvents(log, 'op-alan');

    const docs = await project(workSlotsProjection, [
      ada.taken('as-1'),
      alan.taken('as-9'),
      ada.freed('as-1'),
      ada.taken('as-2'),
      alan.freed('as-9'),
    ]);

    expect(docs).toEqual({
      [WORK_SLOTS_COLLECTION]: [
        { _id: 'op-ada', assignment_id: 'as-2', stream_revision: 2 },
        { _id: 'op-alan', assignment_id: null, stream_revision: 1 },
      ],
    });
    expect(parsedWith(WorkSlotDocSchema, docs[WORK_SLOTS_COLLECTION] ?? [])).toEqual(
      docs[WORK_SLOTS_COLLECTION],
    );
  });

  it("pushes apply_blocked to the operator's own room", async () => {
    const log = new TestLog();
    const ada = workSlotEvents(log);
    const taken = ada.taken('as-1');
    expect(await pushesAfter(workSlotsProjection, [taken])).toEqual([
      {
        rooms: ['user:op-ada'],
        message: 'marketplace.apply_blocked',
        data: { operator_id: 'op-ada', apply_blocked: true },
      },
    ]);
    expect(await pushesAfter(workSlotsProjection, [taken, ada.freed('as-1')])).toEqual([
      {
        rooms: ['user:op-ada'],
        message: 'marketplace.apply_blocked',
        data: { operator_id: 'op-ada', apply_blocked: false },
      },
    ]);
  });

  it('is idempotent: a re-applied take never blocks a freed slot again', async () => {
    const log = new TestLog();
    const ada = workSlotEvents(log);
    const events = [ada.taken('as-1'), ada.freed('as-1'), ada.taken('as-2'), ada.freed('as-2')];

    const once = await expectIdempotent(workSlotsProjection, events);

    expect(once[WORK_SLOTS_COLLECTION]).toEqual([
      { _id: 'op-ada', assignment_id: null, stream_revision: 3 },
    ]);
  });
});
