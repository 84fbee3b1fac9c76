import { ROOMS } from '@morphic/contracts';
import { COMPANIES_COLLECTION, type CompanyDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { hasApplied, updateOnce } from '../runtime/once-per-revision';
import { defineProjection, type ProjectedEvent, type Push } from '../runtime/projection';

const companiesOf = (store: ReadStore) => store.collection<CompanyDoc>(COMPANIES_COLLECTION);

/** The company as its representatives' dashboards show it, to each of their sockets. */
async function companyPushes(
  event: ProjectedEvent<'CompanyStatusChanged' | 'CompanyUpdated' | 'JiraSyncRecorded'>,
  store: ReadStore,
): Promise<Push<'company.updated'>[]> {
  const company = await companiesOf(store).findOne({ _id: event.data.company_id });
  if (!company || company.rep_ids.length === 0) return [];
  return [
    {
      rooms: company.rep_ids.map((repId) => ROOMS.user(repId)),
      message: 'company.updated',
      data: {
        company_name: company.company_name,
        status: company.status,
        jira_url: company.jira_url,
        sync_status: company.sync_status,
        last_sync_at: company.last_sync_at,
      },
    },
  ];
}

/**
 * Companies with their representatives. A deleted company stays as a tombstone
 * (`deleted_at`), so re-applying its registration cannot bring it back; queries skip it.
 */
export const companiesProjection = defineProjection({
  name: 'companies',
  version: 3,
  collections: [COMPANIES_COLLECTION],
  apply: {
    CompanyRegistered: async (event, store) => {
      const { data, metadata } = event;
      const existing = await companiesOf(store).findOne({ _id: data.company_id });
      if (existing && hasApplied(existing, event)) return;
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
          former_rep_ids: existing?.former_rep_ids ?? [],
          created_at: metadata.at,
          deleted_at: null,
          stream_revision: Number(event.revision),
        },
        { upsert: true },
      );
    },
    // From the company's Jira accounts' streams: the latest sync wins, whatever the order of
    // application (a sync recorded earlier never overwrites a later one).
    JiraSyncRecorded: async ({ data, metadata }, store) => {
      await companiesOf(store).updateOne(
        {
          _id: data.company_id,
          $or: [{ last_sync_at: null }, { last_sync_at: { $lt: metadata.at } }],
        },
        { $set: { sync_status: data.message, last_sync_at: metadata.at } },
      );
    },
    CompanyStatusChanged: async (event, store) => {
      await updateOnce(companiesOf(store), { _id: event.data.company_id }, event, {
        $set: { status: event.data.status },
      });
    },
    CompanyUpdated: async (event, store) => {
      const { company_id: _id, ...details } = event.data;
      await updateOnce(companiesOf(store), { _id: event.data.company_id }, event, {
        $set: details,
      });
    },
    CompanyDeleted: async (event, store) => {
      await updateOnce(companiesOf(store), { _id: event.data.company_id }, event, {
        $set: { deleted_at: event.metadata.at },
      });
    },
    CompanyRepRegistered: async ({ data }, store) => {
      // Applied again after the representative was deleted, it must not bring them back.
      await companiesOf(store).updateOne(
        { _id: data.company_id, former_rep_ids: { $ne: data.rep_id } },
        { $addToSet: { rep_ids: data.rep_id } },
      );
    },
    CompanyRepDeleted: async ({ data }, store) => {
      const company = await companiesOf(store).findOne({ _id: data.company_id });
      if (!company) return;
      await companiesOf(store).updateOne(
        { _id: data.company_id },
        {
          $set: { rep_ids: company.rep_ids.filter((repId) => repId !== data.rep_id) },
          $addToSet: { former_rep_ids: data.rep_id },
        },
      );
    },
  },
  pushes: {
    CompanyStatusChanged: companyPushes,
    CompanyUpdated: companyPushes,
    JiraSyncRecorded: companyPushes,
  },
});
