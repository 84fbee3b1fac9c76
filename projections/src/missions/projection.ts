import { MISSIONS_COLLECTION, type MissionDoc, type ReadStore } from '@morphic/contracts';
import { defineProjection } from '../runtime/projection';

const missionsOf = (store: ReadStore) => store.collection<MissionDoc>(MISSIONS_COLLECTION);

/** Missions as the marketplace and the admin console list them. */
export const missionsProjection = defineProjection({
  name: 'missions',
  version: 1,
  collections: [MISSIONS_COLLECTION],
  setup: async (store) => {
    await missionsOf(store).createIndex({ keys: { status: 1, created_at: -1 } });
  },
  apply: {
    MissionPosted: async ({ data, metadata }, store) => {
      await missionsOf(store).replaceOne(
        { _id: data.mission_id },
        {
          _id: data.mission_id,
          title: data.title,
          description: data.description,
          status: 'open',
          difficulty: data.difficulty,
          estimated_hours: data.estimated_hours,
          domain_tags: data.domain_tags,
          required_skill_vector: data.required_skill_vector,
          reward_amount: data.reward_amount,
          reward_asset: data.reward_asset,
          deadline_at: data.deadline_at,
          owner_operator_id: data.owner_operator_id,
          company_id: data.company_id,
          assignments_count: 0,
          created_at: metadata.at,
        },
        { upsert: true },
      );
    },
  },
});
