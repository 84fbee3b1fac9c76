import {
  MISSIONS_COLLECTION,
  MissionDocSchema,
  STREAMS,
  type EventData,
  type MissionDoc,
} from '@morphic/contracts/server';
import { TestLog, expectIdempotent, parsedWith, project, pushesAfter } from '../testing/project';
import { missionsProjection } from './projection';
import { marketplaceMissions, toMission } from './views';
import { MemoryReadStore } from '@morphic/stores';

const mission = (
  id: string,
  overrides: Partial<EventData<'MissionPosted'>> = {},
): EventData<'MissionPosted'> => ({
  mission_id: id,
  title: `Mission ${id}`,
  description: 'Do it.',
  difficulty: 'intermediate',
  estimated_hours: '4-8 hours',
  domain_tags: [],
  required_skill_vector: {},
  reward_amount: 100,
  reward_asset: 'USD',
  deadline_at: null,
  owner_operator_id: null,
  company_id: 'co-acme',
  ...overrides,
});

/** A parent `mi-p` with two subtasks, `mi-a` then `mi-b`. */
function family(log: TestLog) {
  return [
    log.event('MissionPosted', mission('mi-p', { title: 'Checkout' })),
    log.event('MissionPosted', mission('mi-a', { title: 'Cart API', parent_id: 'mi-p' })),
    log.event('MissionPosted', mission('mi-b', { title: 'Payment form', parent_id: 'mi-p' })),
  ];
}

const byId = (docs: Record<string, readonly unknown[]>) =>
  new Map(((docs[MISSIONS_COLLECTION] ?? []) as MissionDoc[]).map((doc) => [doc._id, doc]));

describe('missions projection: subtasks', () => {
  it("lists a parent's subtasks oldest first, and each subtask names its parent", async () => {
    const docs = await project(missionsProjection, family(new TestLog()));
    const missions = byId(docs);
    const parent = missions.get('mi-p');
    const child = missions.get('mi-a');
    if (!parent || !child) throw new Error('missing mission');

    expect(parent.subtasks).toEqual([
      { id: 'mi-a', title: 'Cart API' },
      { id: 'mi-b', title: 'Payment form' },
    ]);
    expect(toMission(parent)).toMatchObject({
      is_subtask: false,
      parent_id: null,
      parent_title: null,
      subtask_count: 2,
      subtask_titles: ['Cart API', 'Payment form'],
    });
    expect(toMission(child)).toMatchObject({
      is_subtask: true,
      parent_id: 'mi-p',
      parent_title: 'Checkout',
      subtask_count: 0,
      subtask_titles: [],
    });
    const [card] = await marketplaceMissions(new MemoryReadStore(), [parent]);
    expect(card).toMatchObject({ subtask_count: 2, subtask_titles: ['Cart API', 'Payment form'] });
    expect(parsedWith(MissionDocSchema, docs[MISSIONS_COLLECTION] ?? [])).toEqual(
      docs[MISSIONS_COLLECTION],
    );
  });

  it("follows renames both ways and drops a withdrawn subtask from its parent's list", async () => {
    const log = new TestLog();
    const events = [
      ...family(log),
      log.event(
        'MissionEditedByAdmin',
        { mission_id: 'mi-a', changes: { title: 'Cart service' } },
        { streamId: STREAMS.mission('mi-a') },
      ),
      log.event(
        'MissionDetailsChanged',
        { mission_id: 'mi-p', changes: { title: 'Checkout v2' }, source: 'jira' },
        { streamId: STREAMS.mission('mi-p') },
      ),
      log.event('MissionWithdrawn', { mission_id: 'mi-b', reason: 'admin_deleted' }),
    ];

    const missions = byId(await expectIdempotent(missionsProjection, events));

    expect(missions.get('mi-p')?.subtasks).toEqual([{ id: 'mi-a', title: 'Cart service' }]);
    expect(missions.get('mi-a')?.parent_title).toBe('Checkout v2');
    expect(missions.get('mi-b')?.parent_title).toBe('Checkout v2');
  });

  it('pushes the parent with its new subtask when a subtask is posted', async () => {
    const pushes = (await pushesAfter(missionsProjection, family(new TestLog()))).filter(
      (push) => push.message !== 'admin.list.changed',
    );

    expect(pushes.map((push) => [push.message, (push.data as { id: string }).id])).toEqual([
      ['mission.created', 'mi-b'],
      ['mission.updated', 'mi-p'],
    ]);
    expect(pushes[1]?.data).toMatchObject({ subtask_count: 2 });
  });
});
