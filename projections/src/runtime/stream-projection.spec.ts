import { TestLog, project, expectIdempotent } from '../testing/project';
import { workSlotEvents } from '../testing/work-slot-events';
import { defineStreamProjection } from './stream-projection';

interface SlotHistoryDoc {
  readonly _id: string;
  readonly stream_revision?: number;
  /** Counts events, so a second application of one would show. */
  readonly changes: number;
  readonly holder: string | null;
}

/** A read model whose evolve is not idempotent on its own: the runtime's guard must make it so. */
const slotHistory = defineStreamProjection<SlotHistoryDoc, 'WorkSlotTaken' | 'WorkSlotFreed'>({
  name: 'slot-history',
  version: 1,
  collection: 'slot_history',
  documentId: (event) => event.data.operator_id,
  evolve: {
    WorkSlotTaken: (doc, { data }) => ({
      changes: (doc?.changes ?? 0) + 1,
      holder: data.assignment_id,
    }),
    // A slot freed before this read model saw it taken leaves no document.
    WorkSlotFreed: (doc) => doc && { changes: doc.changes + 1, holder: null },
  },
});

describe('a read model kept per stream', () => {
  it('evolves one document per stream and records the revision it applied', async () => {
    const log = new TestLog();
    const ada = workSlotEvents(log, 'op-ada');
    const alan = workSlotEvents(log, 'op-alan');

    const docs = await project(slotHistory, [
      ada.taken('as-1'),
      alan.taken('as-9'),
      ada.freed('as-1'),
    ]);

    expect(docs['slot_history']).toEqual([
      { _id: 'op-ada', changes: 2, holder: null, stream_revision: 1 },
      { _id: 'op-alan', changes: 1, holder: 'as-9', stream_revision: 0 },
    ]);
  });

  it('applies each event once, however often it is delivered', async () => {
    const ada = workSlotEvents(new TestLog(), 'op-ada');
    const events = [ada.taken('as-1'), ada.freed('as-1'), ada.taken('as-2')];

    const once = await expectIdempotent(slotHistory, events);

    expect(once['slot_history']).toEqual([
      { _id: 'op-ada', changes: 3, holder: 'as-2', stream_revision: 2 },
    ]);
  });

  it('writes nothing when evolve leaves no document', async () => {
    const ada = workSlotEvents(new TestLog(), 'op-ada');

    expect(await project(slotHistory, [ada.freed('as-1')])).toEqual({ slot_history: [] });
  });
});
