import {
  MISSIONS_COLLECTION,
  MISSION_ASSIGNMENTS_COLLECTION,
  MissionAssignmentDocSchema,
  MissionDocSchema,
  STREAMS,
  type EventData,
} from '@morphic/contracts/server';
import { accountsProjection } from '../accounts/projection';
import { companiesProjection } from '../companies/projection';
import { pushesFor, type ProjectedEvent, type Push } from '../runtime/projection';
import { companyData, companyRepData } from '../testing/company-events';
import {
  TestLog,
  applyAll,
  parsedWith,
  project,
  pushesAfter,
  expectIdempotent,
} from '../testing/project';
import { missionsProjection } from './projection';

const mission = (
  overrides: Partial<EventData<'MissionPosted'>> = {},
): EventData<'MissionPosted'> => ({
  mission_id: 'mi-1',
  title: 'Add rate limiting to the public API',
  description: 'Token bucket per API key, 429 with Retry-After.',
  difficulty: 'intermediate',
  estimated_hours: '4-8 hours',
  domain_tags: ['backend', 'security'],
  required_skill_vector: { typescript: 0.8, redis: 0.4 },
  reward_amount: 250,
  reward_asset: 'USD',
  deadline_at: '2025-04-01T17:00:00.000Z',
  owner_operator_id: null,
  company_id: 'co-acme',
  ...overrides,
});

/** The work loop's events, each on its own aggregate stream. */
function workLoop(log: TestLog) {
  const onMission = { streamId: STREAMS.mission('mi-1') };
  const on = (assignmentId: string) => ({ streamId: STREAMS.assignment(assignmentId) });
  return {
    posted: (overrides: Partial<EventData<'MissionPosted'>> = {}) =>
      log.event('MissionPosted', mission(overrides)),
    assigned: (assignmentId: string, operatorId = 'op-ada') =>
      log.event(
        'MissionAssigned',
        { mission_id: 'mi-1', assignment_id: assignmentId, operator_id: operatorId },
        onMission,
      ),
    reopened: (assignmentId: string) =>
      log.event(
        'MissionReopened',
        { mission_id: 'mi-1', assignment_id: assignmentId, reason: 'released' },
        onMission,
      ),
    submitted: (assignmentId: string) =>
      log.event(
        'Submitted',
        {
          assignment_id: assignmentId,
          entry_id: `entry-${assignmentId}`,
          notes: '',
          saved_names: ['f.zip'],
        },
        on(assignmentId),
      ),
    unsubmitted: (assignmentId: string) =>
      log.event(
        'Unsubmitted',
        { assignment_id: assignmentId, entry_id: `entry-${assignmentId}` },
        on(assignmentId),
      ),
    decided: (assignmentId: string, decision: 'pass' | 'fail' | 'needs_review', score: number) =>
      log.event(
        'Decided',
        {
          assignment_id: assignmentId,
          entry_id: `entry-${assignmentId}`,
          decision,
          validation_status:
            decision === 'pass' ? 'approved' : decision === 'fail' ? 'rejected' : 'needs_review',
          score,
          report: 'ok',
          validator_id: 'op-val',
          validator_type: 'peer',
        },
        on(assignmentId),
      ),
    retried: (assignmentId: string) =>
      log.event('AssignmentRetried', { assignment_id: assignmentId }, on(assignmentId)),
    released: (assignmentId: string) =>
      log.event(
        'AssignmentReleased',
        { assignment_id: assignmentId, reason: 'released' },
        on(assignmentId),
      ),
  };
}

const isCompanyMissionPush = (push: Push): push is Push<'company.mission.updated'> =>
  push.message === 'company.mission.updated';

const missionDoc = async (events: readonly ProjectedEvent[]) =>
  (await project(missionsProjection, events))[MISSIONS_COLLECTION]?.[0];

/** The pushes after the events, without the admin consoles' list refresh (tested on its own). */
const toRooms = async (...args: Parameters<typeof pushesAfter>) =>
  (await pushesAfter(...args)).filter((push) => push.message !== 'admin.list.changed');

describe('missions projection', () => {
  it('tells the admin consoles after every mission change, whatever else it pushes', async () => {
    const w = workLoop(new TestLog());
    const posted = w.posted();
    const assigned = w.assigned('as-1');
    for (const steps of [[posted], [posted, assigned], [posted, assigned, w.submitted('as-1')]]) {
      expect((await pushesAfter(missionsProjection, steps)).at(-1)).toEqual({
        rooms: ['role:admin', 'role:founder'],
        message: 'admin.list.changed',
        data: { list: 'missions' },
      });
    }
  });

  it('lists a posted mission as open with no assignments', async () => {
    const log = new TestLog();
    const posted = log.event('MissionPosted', mission(), {
      metadata: { actorId: 'rep-grace', actorRole: 'company_rep' },
    });

    const docs = await project(missionsProjection, [posted]);

    expect(docs).toEqual({
      [MISSIONS_COLLECTION]: [
        {
          _id: 'mi-1',
          title: 'Add rate limiting to the public API',
          description: 'Token bucket per API key, 429 with Retry-After.',
          status: 'open',
          difficulty: 'intermediate',
          estimated_hours: '4-8 hours',
          domain_tags: ['backend', 'security'],
          required_skill_vector: { typescript: 0.8, redis: 0.4 },
          reward_amount: 250,
          reward_asset: 'USD',
          deadline_at: '2025-04-01T17:00:00.000Z',
          owner_operator_id: null,
          company_id: 'co-acme',
          assignments_count: 0,
          assignments: [],
          current_assignment_id: null,
          stream_revision: 0,
          created_at: posted.metadata.at,
        },
      ],
      [MISSION_ASSIGNMENTS_COLLECTION]: [],
    });
    expect(parsedWith(MissionDocSchema, docs[MISSIONS_COLLECTION] ?? [])).toEqual(
      docs[MISSIONS_COLLECTION],
    );
  });

  it('lists missions posted by an operator, without deadline, beside company ones', async () => {
    const log = new TestLog();
    const docs = await project(missionsProjection, [
      log.event('MissionPosted', mission()),
      log.event(
        'MissionPosted',
        mission({
          mission_id: 'mi-2',
          owner_operator_id: 'op-founder',
          company_id: null,
          deadline_at: null,
          domain_tags: [],
          required_skill_vector: {},
        }),
      ),
    ]);

    expect(
      docs[MISSIONS_COLLECTION]?.map((doc) => [
        doc._id,
        doc['owner_operator_id'],
        doc['company_id'],
        doc['deadline_at'],
      ]),
    ).toEqual([
      ['mi-1', null, 'co-acme', '2025-04-01T17:00:00.000Z'],
      ['mi-2', 'op-founder', null, null],
    ]);
    expect(parsedWith(MissionDocSchema, docs[MISSIONS_COLLECTION] ?? [])).toEqual(
      docs[MISSIONS_COLLECTION],
    );
  });

  it('follows its assignment: assigned, submitted, back to assigned, then validated', async () => {
    const log = new TestLog();
    const w = workLoop(log);
    const posted = w.posted();
    const assigned = w.assigned('as-1');
    const events = [posted, assigned, w.submitted('as-1')];

    const docs = await project(missionsProjection, events);
    expect(docs[MISSIONS_COLLECTION]?.[0]).toMatchObject({
      status: 'submitted',
      assignments_count: 1,
      assignments: [{ id: 'as-1', state: 'submitted', quality_score: null }],
      current_assignment_id: 'as-1',
      stream_revision: 1,
    });
    expect(docs[MISSION_ASSIGNMENTS_COLLECTION]).toEqual([
      {
        _id: 'as-1',
        mission_id: 'mi-1',
        state: 'submitted',
        quality_score: null,
        assigned_at: assigned.metadata.at,
        stream_revision: 0,
      },
    ]);
    expect(
      parsedWith(MissionAssignmentDocSchema, docs[MISSION_ASSIGNMENTS_COLLECTION] ?? []),
    ).toEqual(docs[MISSION_ASSIGNMENTS_COLLECTION]);

    expect(await missionDoc([w.posted(), w.assigned('as-1')])).toMatchObject({
      status: 'assigned',
      assignments: [{ id: 'as-1', state: 'accepted', quality_score: null }],
    });
    const log2 = new TestLog();
    const w2 = workLoop(log2);
    expect(
      await missionDoc([
        w2.posted(),
        w2.assigned('as-1'),
        w2.submitted('as-1'),
        w2.unsubmitted('as-1'),
      ]),
    ).toMatchObject({ status: 'assigned', assignments: [{ id: 'as-1', state: 'accepted' }] });
    const log3 = new TestLog();
    const w3 = workLoop(log3);
    const validated = await missionDoc([
      w3.posted(),
      w3.assigned('as-1'),
      w3.submitted('as-1'),
      w3.decided('as-1', 'pass', 0.92),
    ]);
    expect(validated).toMatchObject({
      status: 'validated',
      assignments: [{ id: 'as-1', state: 'validated', quality_score: 0.92 }],
    });
    expect(parsedWith(MissionDocSchema, [validated])).toEqual([validated]);
  });

  it('keeps a failed assignment assigned until it is retried, and needs_review submitted', async () => {
    const log = new TestLog();
    const w = workLoop(log);
    const failed = [
      w.posted(),
      w.assigned('as-1'),
      w.submitted('as-1'),
      w.decided('as-1', 'fail', 0.3),
    ];
    expect(await missionDoc(failed)).toMatchObject({
      status: 'assigned',
      assignments: [{ id: 'as-1', state: 'failed', quality_score: 0.3 }],
    });
    expect(await missionDoc([...failed, w.retried('as-1')])).toMatchObject({
      status: 'assigned',
      assignments: [{ id: 'as-1', state: 'accepted', quality_score: 0.3 }],
    });

    const log2 = new TestLog();
    const w2 = workLoop(log2);
    expect(
      await missionDoc([
        w2.posted(),
        w2.assigned('as-1'),
        w2.submitted('as-1'),
        w2.decided('as-1', 'needs_review', 0.5),
      ]),
    ).toMatchObject({
      status: 'submitted',
      assignments: [{ id: 'as-1', state: 'submitted', quality_score: null }],
    });
  });

  it('opens again when its assignment is released, and lists every assignment it had', async () => {
    const log = new TestLog();
    const w = workLoop(log);
    const doc = await missionDoc([
      w.posted(),
      w.assigned('as-1'),
      w.released('as-1'),
      w.reopened('as-1'),
      w.assigned('as-2', 'op-alan'),
    ]);
    expect(doc).toMatchObject({
      status: 'assigned',
      assignments_count: 2,
      assignments: [
        { id: 'as-1', state: 'released', quality_score: null },
        { id: 'as-2', state: 'accepted', quality_score: null },
      ],
      current_assignment_id: 'as-2',
      stream_revision: 3,
    });

    const log2 = new TestLog();
    const w2 = workLoop(log2);
    expect(
      await missionDoc([
        w2.posted(),
        w2.assigned('as-1'),
        w2.released('as-1'),
        w2.reopened('as-1'),
      ]),
    ).toMatchObject({ status: 'open', current_assignment_id: null, assignments_count: 1 });
  });

  it('ignores the work loop of assignments that belong to no mission (onboarding)', async () => {
    const log = new TestLog();
    const w = workLoop(log);
    const docs = await project(missionsProjection, [
      w.posted(),
      w.submitted('onboarding-as'),
      w.decided('onboarding-as', 'pass', 1),
    ]);
    expect(docs[MISSIONS_COLLECTION]?.[0]).toMatchObject({ status: 'open', assignments: [] });
    expect(docs[MISSION_ASSIGNMENTS_COLLECTION]).toEqual([]);
  });

  it('pushes the marketplace card to the marketplace room: created, then updated', async () => {
    const log = new TestLog();
    const w = workLoop(log);
    const posted = w.posted();
    const card = {
      mission_id: 'mi-1',
      id: 'mi-1',
      title: 'Add rate limiting to the public API',
      description: 'Token bucket per API key, 429 with Retry-After.',
      status: 'open',
      difficulty: 'intermediate',
      estimated_hours: '4-8 hours',
      deadline_at: '2025-04-01T17:00:00.000Z',
      skills: ['typescript', 'redis'],
      required_skill_vector: { typescript: 0.8, redis: 0.4 },
      reward_amount: 250,
      reward_asset: 'USD',
      domain_tags: ['backend', 'security'],
      region: null,
      subtask_count: 0,
      subtask_titles: [],
      requires_vetted: false,
      assignments_count: 0,
      created_at: posted.metadata.at,
      // The company has no decisions yet.
      company_reputation: {
        company_id: 'co-acme',
        decisions: 0,
        rejection_rate: null,
        median_decision_ms: null,
      },
    };
    expect(await toRooms(missionsProjection, [posted])).toEqual([
      { rooms: ['marketplace'], message: 'mission.created', data: card },
    ]);
    const assigned = w.assigned('as-1');
    expect(await toRooms(missionsProjection, [posted, assigned])).toEqual([
      {
        rooms: ['marketplace'],
        message: 'mission.updated',
        data: { ...card, status: 'assigned', assignments_count: 1 },
      },
    ]);
    // Out of the marketplace, its next steps are its operator's business only.
    const submitted = w.submitted('as-1');
    expect(await toRooms(missionsProjection, [posted, assigned, submitted])).toEqual([]);
    expect(await toRooms(missionsProjection, [posted, w.submitted('onboarding-as')])).toEqual([]);
  });

  it("pushes each step of a company's mission to its representatives who may view its tasks", async () => {
    const log = new TestLog();
    const w = workLoop(log);
    const company = (status: 'active' | 'suspended') => [
      log.event('CompanyRegistered', companyData({ status })),
      log.event('CompanyRepRegistered', companyRepData('rep-grace')),
      log.event(
        'CompanyRepRegistered',
        companyRepData('rep-blind', 'co-acme', { can_view_tasks: false }),
      ),
      log.event('CompanyRepRegistered', companyRepData('rep-other', 'co-other')),
    ];
    /** The company and its reps in the store, then the missions events; the last one's pushes. */
    const pushesOf = async (companyEvents: readonly ProjectedEvent[], steps: ProjectedEvent[]) => {
      const store = await applyAll(companiesProjection, companyEvents);
      await applyAll(accountsProjection, companyEvents, store);
      await applyAll(missionsProjection, steps, store);
      const last = steps[steps.length - 1];
      if (!last) throw new Error('no step');
      return (await pushesFor(missionsProjection, last, store)).filter(isCompanyMissionPush);
    };
    const active = company('active');
    const steps = [
      w.posted(),
      w.assigned('as-1'),
      w.submitted('as-1'),
      w.unsubmitted('as-1'),
      w.submitted('as-1'),
      w.decided('as-1', 'pass', 0.92),
    ];
    const pushed = [];
    for (let step = 1; step <= steps.length; step += 1) {
      pushed.push(...(await pushesOf(active, steps.slice(0, step))));
    }

    expect(pushed.map((push) => push.rooms)).toEqual(steps.map(() => ['user:rep-grace']));
    expect(pushed.map((push) => push.data.status)).toEqual([
      'open',
      'assigned',
      'submitted',
      'assigned',
      'submitted',
      'validated',
    ]);
    expect(pushed[5]?.data).toMatchObject({
      id: 'mi-1',
      title: 'Add rate limiting to the public API',
      reward_amount: 250,
      reward_asset: 'USD',
      jira_key: null,
      assignments_count: 1,
      assignments: [{ id: 'as-1', state: 'validated', quality_score: 0.92 }],
    });
    // A suspended company's representatives hear nothing, nor does anyone of a marketplace task.
    expect(await pushesOf(company('suspended'), [w.posted()])).toEqual([]);
    expect(
      await pushesOf(active, [
        log.event('MissionPosted', mission({ mission_id: 'mi-2', company_id: null })),
      ]),
    ).toEqual([]);
  });

  it('marks a withdrawn mission, keeping what its assignment did', async () => {
    const log = new TestLog();
    const w = workLoop(log);
    const before = [w.posted(), w.assigned('as-1')];
    const withdrawn = log.event('MissionWithdrawn', {
      mission_id: 'mi-1',
      reason: 'company_deleted',
    });
    const docs = await project(missionsProjection, [...before, withdrawn, w.submitted('as-1')]);

    expect(docs[MISSIONS_COLLECTION]?.[0]).toMatchObject({
      status: 'submitted',
      withdrawn_at: withdrawn.metadata.at,
      stream_revision: 2,
    });
    expect(parsedWith(MissionDocSchema, docs[MISSIONS_COLLECTION] ?? [])).toEqual(
      docs[MISSIONS_COLLECTION],
    );
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same documents', async () => {
    const log = new TestLog();
    const w = workLoop(log);
    const events = [
      w.posted(),
      log.event('MissionPosted', mission({ mission_id: 'mi-2', title: 'Second' })),
      w.assigned('as-1'),
      w.submitted('as-1'),
      w.decided('as-1', 'fail', 0.2),
      w.released('as-1'),
      w.reopened('as-1'),
      w.assigned('as-2', 'op-alan'),
      w.submitted('as-2'),
      w.unsubmitted('as-2'),
      w.submitted('as-2'),
      w.decided('as-2', 'pass', 0.9),
      log.event('MissionWithdrawn', { mission_id: 'mi-2', reason: 'company_deleted' }),
    ];

    const once = await expectIdempotent(missionsProjection, events);

    expect(once[MISSIONS_COLLECTION]).toHaveLength(2);
    expect(once[MISSIONS_COLLECTION]?.[0]).toMatchObject({
      status: 'validated',
      assignments: [
        { id: 'as-1', state: 'released', quality_score: 0.2 },
        { id: 'as-2', state: 'validated', quality_score: 0.9 },
      ],
    });
  });
});
