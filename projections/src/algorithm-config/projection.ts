import { ALGORITHM_CONFIG_COLLECTION, type AlgorithmConfigDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { defineProjection } from '../runtime/projection';

const sectionsOf = (store: ReadStore) =>
  store.collection<AlgorithmConfigDoc>(ALGORITHM_CONFIG_COLLECTION);

/**
 * The algorithm configuration's saved sections, one document each; a reload removes them all,
 * so the environment's values apply again. Both handlers are guarded by the stream revision, so
 * applying an event twice changes nothing.
 */
export const algorithmConfigProjection = defineProjection({
  name: 'algorithm-config',
  version: 1,
  collections: [ALGORITHM_CONFIG_COLLECTION],
  apply: {
    AlgorithmConfigSectionSaved: async ({ data, metadata, revision }, store) => {
      const current = await sectionsOf(store).findOne({ _id: data.section });
      if (current && current.stream_revision >= Number(revision)) return;
      await sectionsOf(store).replaceOne(
        { _id: data.section },
        {
          _id: data.section,
          values: data.values,
          saved_by: metadata.actorId,
          saved_at: metadata.at,
          stream_revision: Number(revision),
        },
        { upsert: true },
      );
    },
    AlgorithmConfigReloaded: async ({ revision }, store) => {
      await sectionsOf(store).deleteMany({ stream_revision: { $lt: Number(revision) } });
    },
  },
});
