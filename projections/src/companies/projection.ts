import { COMPANIES_COLLECTION, type CompanyDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { defineProjection } from '../runtime/projection';

const companiesOf = (store: ReadStore) => store.collection<CompanyDoc>(COMPANIES_COLLECTION);

/** Companies with their representatives. */
export const companiesProjection = defineProjection({
  name: 'companies',
  version: 1,
  collections: [COMPANIES_COLLECTION],
  apply: {
    CompanyRegistered: async ({ data, metadata }, store) => {
      const existing = await companiesOf(store).findOne({ _id: data.company_id });
      await companiesOf(store).replaceOne(
        { _id: data.company_id },
        {
          _id: data.company_id,
          company_name: data.company_name,
          email: data.email,
          industry: data.industry,
          company_size: data.company_size,
          website: data.website,
          description: data.description,
          contact_person_name: data.contact_person_name,
          contact_person_role: data.contact_person_role,
          status: data.status,
          jira_url: null,
          sync_status: null,
          last_sync_at: null,
          rep_ids: existing?.rep_ids ?? [],
          created_at: metadata.at,
        },
        { upsert: true },
      );
    },
    CompanyRepRegistered: async ({ data }, store) => {
      await companiesOf(store).updateOne(
        { _id: data.company_id },
        { $addToSet: { rep_ids: data.rep_id } },
      );
    },
  },
});
