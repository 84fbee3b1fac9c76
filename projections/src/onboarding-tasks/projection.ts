import { ONBOARDING_TASKS_COLLECTION, type OnboardingTaskDoc } from '@morphic/contracts/server';
import { defineStreamProjection } from '../runtime/stream-projection';

type TaskFields = Omit<OnboardingTaskDoc, '_id' | 'stream_revision'>;

/**
 * The onboarding task bank, by skill: added, saved by an admin (its active flag decides whether
 * it is handed out), given an answer key, deleted (kept inactive, so attempts keep its name).
 */
export const onboardingTasksProjection = defineStreamProjection<
  OnboardingTaskDoc,
  | 'OnboardingTaskAdded'
  | 'OnboardingTaskUpdated'
  | 'OnboardingTaskAnswerKeyUploaded'
  | 'OnboardingTaskDeleted'
>({
  name: 'onboarding-tasks',
  version: 2,
  collection: ONBOARDING_TASKS_COLLECTION,
  documentId: (event) => event.data.task_id,
  setup: async (store) => {
    await store
      .collection<OnboardingTaskDoc>(ONBOARDING_TASKS_COLLECTION)
      .createIndex({ keys: { skill_tag_lower: 1 } });
  },
  evolve: {
    OnboardingTaskAdded: (_doc, { data, metadata }): TaskFields => ({
      title: data.title,
      description: data.description,
      skill_tag: data.skill_tag,
      skill_tag_lower: data.skill_tag.toLowerCase(),
      difficulty: data.difficulty,
      estimated_hours: data.estimated_hours,
      required_skill_vector: data.required_skill_vector,
      reward_amount: data.reward_amount,
      validator_kind: data.validator_kind,
      version: data.version ?? 1,
      active: data.active,
      created_at: metadata.at,
    }),
    OnboardingTaskUpdated: (doc, { data, metadata }): TaskFields | null =>
      doc && {
        ...doc,
        title: data.title,
        description: data.description,
        skill_tag: data.skill_tag,
        skill_tag_lower: data.skill_tag.toLowerCase(),
        difficulty: data.difficulty,
        required_skill_vector: data.required_skill_vector,
        reward_amount: data.reward_amount,
        validator_kind: data.validator_kind,
        version: data.version,
        active: data.active,
        updated_at: metadata.at,
      },
    OnboardingTaskAnswerKeyUploaded: (doc, { data, metadata }): TaskFields | null =>
      doc && { ...doc, answer_key_files: data.files, updated_at: metadata.at },
    OnboardingTaskDeleted: (doc, { metadata }): TaskFields | null =>
      doc && { ...doc, active: false, deleted_at: metadata.at },
  },
});
