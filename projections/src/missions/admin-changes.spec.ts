import {
  MISSIONS_COLLECTION,
  MissionDocSchema,
  STREAMS,
  type EventData,
} from '@morphic/contracts/server';
import { TestLog, parsedWith, project, projectForIdempotency } from '../testing/project';
import { missionsProjection } from './projection';

const posted: EventData<'MissionPosted'> = {
  mission_id: 'mi-1',
  title: 'Calibrate the lidar',
  description: 'Fit it to the camera rig.',
  difficulty: 'intermediate',
  estimated_hours: '4-8 hours',
  domain_tags: ['vision'],
  required_skill_vector: { vision: 1 },
  reward_amount: 0,
  reward_asset: 'USD',
  deadline_at: null,
  owner_operator_id: null,
  company_id: null,
  difficulty_b: 0.6,
  discrimination_a: 1,
  complexity_c: 1,
  requires_vetted: false,
};

/** The mission's own stream and its assignment's, as the commands write them. */
function history() {
  const log = new TestLog();
  const onMission = { streamId: STREAMS.mission('mi-1') };
  return {
    posted: () => log.event('MissionPosted', posted, onMission),
    assigned: () =>
      log.event(
        'MissionAssigned',
        { mission_id: 'mi-1', assignment_id: 'as-1', operator_id: 'op-ada' },
        onMission,
      ),
    statusSet: (status: EventData<'MissionStatusSetByAdmin'>['status'], released = false) =>
      log.event(
        'MissionStatusSetByAdmin',
        { mission_id: 'mi-1', status, released_assignment_id: released ? 'as-1' : null },
        onMission,
      ),
    edited: (changes: EventData<'MissionEditedByAdmin'>['changes']) =>
      log.event('MissionEditedByAdmin', { mission_id: 'mi-1', changes }, onMission),
    submitted: () =>
      log.event(
        'Submitted',
        { assignment_id: 'as-1', entry_id: 'entry-1', notes: '', saved_names: [] },
        { streamId: STREAMS.assignment('as-1') },
      ),
  };
}

const missionAfter = async (events: Parameters<typeof project>[1]) =>
  (await project(missionsProjection, events))[MISSIONS_COLLECTION]?.[0];

describe('missions projection, the admin’s changes', () => {
  it('keeps the console’s parameters of a posted mission', async () => {
    const h = history();
    const docs = await project(missionsProjection, [h.posted()]);
    expect(docs[MISSIONS_COLLECTION]?.[0]).toMatchObject({
      difficulty_b: 0.6,
      discrimination_a: 1,
      complexity_c: 1,
      requires_vetted: false,
    });
    expect(parsedWith(MissionDocSchema, docs[MISSIONS_COLLECTION] ?? [])).toEqual(
      docs[MISSIONS_COLLECTION],
    );
  });

  it('shows the status an admin set, until the work of its holder moves it on', async () => {
    const h = history();
    const [p, a] = [h.posted(), h.assigned()];
    const paid = h.statusSet('paid');
    expect(await missionAfter([p, a, paid])).toMatchObject({
      status: 'paid',
      current_assignment_id: 'as-1',
    });
    expect(await missionAfter([p, a, paid, h.submitted()])).toMatchObject({ status: 'submitted' });
  });

  it('set open, frees the mission: its old holder’s steps no longer move it', async () => {
    const h = history();
    const events = [h.posted(), h.assigned(), h.statusSet('open', true), h.submitted()];
    expect(await missionAfter(events)).toMatchObject({
      status: 'open',
      current_assignment_id: null,
      assignments: [{ id: 'as-1', state: 'submitted' }],
    });
  });

  it('takes an edit, and applies every change once', async () => {
    const h = history();
    const events = [
      h.posted(),
      h.statusSet('validated'),
      h.edited({ title: 'Calibrate both lidars', reward_amount: 90 }),
    ];
    const { once, eachTwice, replayed } = await projectForIdempotency(missionsProjection, events);
    expect(once[MISSIONS_COLLECTION]?.[0]).toMatchObject({
      title: 'Calibrate both lidars',
      reward_amount: 90,
      status: 'validated',
      admin_status: 'validated',
    });
    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
    expect(parsedWith(MissionDocSchema, once[MISSIONS_COLLECTION] ?? [])).toEqual(
      once[MISSIONS_COLLECTION],
    );
  });
});
