import { MISSIONS_COLLECTION, MissionDocSchema, type EventData } from '@morphic/contracts';
import {
  TestLog,
  parsedWith,
  project,
  projectForIdempotency,
  reapplicationsOf,
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

describe('missions projection', () => {
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
          created_at: posted.metadata.at,
        },
      ],
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

  it('is idempotent: each event twice, or the whole log replayed, gives the same documents', async () => {
    const log = new TestLog();
    const events = [
      log.event('MissionPosted', mission()),
      log.event('MissionPosted', mission({ mission_id: 'mi-2', title: 'Second' })),
    ];

    const { once, eachTwice, replayed } = await projectForIdempotency(missionsProjection, events);

    expect(once[MISSIONS_COLLECTION]).toHaveLength(2);
    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
    for (const { label, before, after } of await reapplicationsOf(missionsProjection, events)) {
      expect({ label, docs: after }).toEqual({ label, docs: before });
    }
  });
});
