import { ONBOARDING_TASKS_COLLECTION, type OnboardingTaskDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { defineProjection } from '../runtime/projection';

const tasksOf = (store: ReadStore) =>
  store.collection<OnboardingTaskDoc>(ONBOARDING_TASKS_COLLECTION);

/** The onboarding task bank, by skill. */
export const onboardingTasksProjection = defineProjection({
  name: 'onboarding-tasks',
  version: 1,
  collections: [ONBOARDING_TASKS_COLLECTION],
  setup: async (store) => {
    await tasksOf(store).createIndex({ keys: { skill_tag_lower: 1 } });
  },
  apply: {
    OnboardingTaskAdded: async ({ data, metadata }, store) => {
      await tasksOf(store).replaceOne(
        { _id: data.task_id },
        {
          _id: data.task_id,
          title: data.title,
          description: data.description,
          skill_tag: data.skill_tag,
          skill_tag_lower: data.skill_tag.toLowerCase(),
          difficulty: data.difficulty,
          estimated_hours: data.estimated_hours,
          required_skill_vector: data.required_skill_vector,
          reward_amount: data.reward_amount,
          validator_kind: data.validator_kind,
          version: 1,
          active: data.active,
          created_at: metadata.at,
        },
        { upsert: true },
      );
    },
  },
});
