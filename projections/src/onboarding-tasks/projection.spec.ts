import {
  ONBOARDING_TASKS_COLLECTION,
  OnboardingTaskDocSchema,
  type EventData,
} from '@morphic/contracts/server';
import { TestLog, parsedWith, project, expectIdempotent } from '../testing/project';
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
          stream_revision: 0,
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

  it('saves, gives an answer key to and deletes a task, keeping it inactive once deleted', async () => {
    const log = new TestLog();
    const file = {
      saved_name: 'a'.repeat(64),
      original_name: 'key.md',
      size: 12,
      sha256: 'a'.repeat(64),
      content_type: 'text/plain',
      uploaded_at: '2026-01-01T00:00:00.000Z',
    };
    const added = log.event('OnboardingTaskAdded', task());
    const saved = log.event('OnboardingTaskUpdated', {
      task_id: 'task-ts-1',
      title: 'Renamed',
      description: 'New text',
      skill_tag: 'Go',
      difficulty: 'founding_engineer',
      required_skill_vector: { go: 1 },
      reward_amount: 0,
      validator_kind: 'ai_reference',
      version: 1,
      active: false,
    });
    const events = [
      added,
      saved,
      log.event('OnboardingTaskAnswerKeyUploaded', { task_id: 'task-ts-1', files: [file] }),
    ];

    const [doc] =
      (await project(onboardingTasksProjection, events))[ONBOARDING_TASKS_COLLECTION] ?? [];
    expect(doc).toMatchObject({
      title: 'Renamed',
      skill_tag_lower: 'go',
      difficulty: 'founding_engineer',
      validator_kind: 'ai_reference',
      active: false,
      answer_key_files: [file],
      stream_revision: 2,
    });

    const deleted = log.event('OnboardingTaskDeleted', { task_id: 'task-ts-1' });
    const after = await project(onboardingTasksProjection, [...events, deleted]);
    expect(after[ONBOARDING_TASKS_COLLECTION]?.[0]).toMatchObject({
      active: false,
      deleted_at: deleted.metadata.at,
    });
    expect(parsedWith(OnboardingTaskDocSchema, after[ONBOARDING_TASKS_COLLECTION] ?? [])).toEqual(
      after[ONBOARDING_TASKS_COLLECTION],
    );
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same documents', async () => {
    const log = new TestLog();
    const events = [
      log.event('OnboardingTaskAdded', task()),
      log.event('OnboardingTaskAdded', task({ task_id: 'task-ts-2', title: 'Second' })),
      log.event('OnboardingTaskUpdated', {
        ...task({ task_id: 'task-ts-2', title: 'Second, saved', active: false }),
        version: 1,
      }),
      log.event('OnboardingTaskDeleted', { task_id: 'task-ts-1' }),
    ];

    const once = await expectIdempotent(onboardingTasksProjection, events);

    expect(once[ONBOARDING_TASKS_COLLECTION]).toHaveLength(2);
  });
});
