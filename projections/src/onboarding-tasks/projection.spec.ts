import {
  ONBOARDING_TASKS_COLLECTION,
  OnboardingTaskDocSchema,
  type EventData,
} from '@morphic/contracts/server';
import {
  TestLog,
  parsedWith,
  project,
  projectForIdempotency,
  reapplicationsOf,
} from '../testing/project';
import { onboardingTasksProjection } from './projection';

const task = (
  overrides: Partial<EventData<'OnboardingTaskAdded'>> = {},
): EventData<'OnboardingTaskAdded'> => ({
  task_id: 'task-ts-1',
  title: 'Type a JSON parser',
  description: 'Write a typed recursive-descent JSON parser.',
  skill_tag: 'TypeScript',
  difficulty: 'beginner',
  estimated_hours: '2-4 hours',
  required_skill_vector: { typescript: 0.5 },
  reward_amount: 100,
  validator_kind: 'automated',
  active: true,
  ...overrides,
});

describe('onboarding tasks projection', () => {
  it('adds a task to the bank, findable by lowercased skill, at version 1', async () => {
    const log = new TestLog();
    const added = log.event('OnboardingTaskAdded', task(), {
      metadata: { actorId: 'op-founder', actorRole: 'founder' },
    });

    const docs = await project(onboardingTasksProjection, [added]);

    expect(docs).toEqual({
      [ONBOARDING_TASKS_COLLECTION]: [
        {
          _id: 'task-ts-1',
          title: 'Type a JSON parser',
          description: 'Write a typed recursive-descent JSON parser.',
          skill_tag: 'TypeScript',
          skill_tag_lower: 'typescript',
          difficulty: 'beginner',
          estimated_hours: '2-4 hours',
          required_skill_vector: { typescript: 0.5 },
          reward_amount: 100,
          validator_kind: 'automated',
          version: 1,
          active: true,
          created_at: added.metadata.at,
        },
      ],
    });
    expect(parsedWith(OnboardingTaskDocSchema, docs[ONBOARDING_TASKS_COLLECTION] ?? [])).toEqual(
      docs[ONBOARDING_TASKS_COLLECTION],
    );
  });

  it('keeps inactive and peer-validated tasks as they were added', async () => {
    const log = new TestLog();
    const docs = await project(onboardingTasksProjection, [
      log.event('OnboardingTaskAdded', task()),
      log.event(
        'OnboardingTaskAdded',
        task({ task_id: 'task-rust-1', skill_tag: 'Rust', validator_kind: 'peer', active: false }),
      ),
    ]);

    expect(
      docs[ONBOARDING_TASKS_COLLECTION]?.map((doc) => [
        doc._id,
        doc['skill_tag_lower'],
        doc['validator_kind'],
        doc['active'],
      ]),
    ).toEqual([
      ['task-rust-1', 'rust', 'peer', false],
      ['task-ts-1', 'typescript', 'automated', true],
    ]);
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same documents', async () => {
    const log = new TestLog();
    const events = [
      log.event('OnboardingTaskAdded', task()),
      log.event('OnboardingTaskAdded', task({ task_id: 'task-ts-2', title: 'Second' })),
    ];

    const { once, eachTwice, replayed } = await projectForIdempotency(
      onboardingTasksProjection,
      events,
    );

    expect(once[ONBOARDING_TASKS_COLLECTION]).toHaveLength(2);
    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
    for (const { label, before, after } of await reapplicationsOf(
      onboardingTasksProjection,
      events,
    )) {
      expect({ label, docs: after }).toEqual({ label, docs: before });
    }
  });
});
