import { ROOMS } from '@morphic/contracts';
import { COMPANIES_COLLECTION, type CompanyDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { hasApplied, updateOnce } from '../runtime/once-per-revision';
import { defineProjection, type ProjectedEvent, type Push } from '../runtime/projection';
import { toCompanyOverview } from './views';

const companiesOf = (store: ReadStore) => store.collection<CompanyDoc>(COMPANIES_COLLECTION);

type CompanyJiraAccount = NonNullable<CompanyDoc['jira_accounts']>[number];

/** The company as its representatives' dashboards show it, to each of their sockets. */
async function companyPushes(
  event: ProjectedEvent<
    | 'CompanyStatusChanged'
    | 'CompanyUpdated'
    | 'JiraSyncRecorded'
    | 'JiraAccountAdded'
    | 'JiraAccountChanged'
    | 'JiraAccountRemoved'
  >,
  store: ReadStore,
): Promise<Push<'company.updated'>[]> {
  const company = await companiesOf(store).findOne({ _id: event.data.company_id });
  if (!company || company.rep_ids.length === 0) return [];
  return [
    {
      rooms: company.rep_ids.map((repId) => ROOMS.user(repId)),
      message: 'company.updated',
      data: toCompanyOverview(company),
    },
  ];
}

type JiraAccountEvent = ProjectedEvent<
  'JiraAccountAdded' | 'JiraAccountChanged' | 'JiraAccountRemoved'
>;

/**
 * Rewrites the company's entry for one Jira account (what decides whether Jira is connected)
 * with what `change` makes of it (null before the account was added); an event of the
 * account's stream applied already changes nothing.
 */
async function updateJiraAccount(
  store: ReadStore,
  event: JiraAccountEvent,
  change: (entry: CompanyJiraAccount | null) => Omit<CompanyJiraAccount, 'stream_revision'> | null,
): Promise<void> {
  const { company_id: companyId, account_id: accountId } = event.data;
  const company = await companiesOf(store).findOne({ _id: companyId });
  if (!company) return;
  const accounts = company.jira_accounts ?? [];
  const current = accounts.find((account) => account.account_id === accountId) ?? null;
  const revision = Number(event.revision);
  if (current && current.stream_revision >= revision) return;
  const changed = change(current);
  if (!changed) return;
  const entry = { ...changed, stream_revision: revision };
  await companiesOf(store).updateOne(
    { _id: companyId },
    {
      $set: {
        jira_accounts: [...accounts.filter((account) => account.account_id !== accountId), entry],
      },
    },
  );
}

/**
 * Companies with their representatives. A deleted company stays as a tombstone
 * (`deleted_at`), so re-applying its registration cannot bring it back; queries skip it.
 */
export const companiesProjection = defineProjection({
  name: 'companies',
  version: 4,
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
          last_sync_succeeded: null,
          jira_accounts: existing?.jira_accounts ?? [],
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
        {
          $set: {
            sync_status: data.message,
            last_sync_at: metadata.at,
            last_sync_succeeded: data.succeeded,
          },
        },
      );
    },
    // From the accounts' streams, each event once (a removed account stays removed).
    JiraAccountAdded: async (event, store) => {
      const { data } = event;
      await updateJiraAccount(store, event, () => ({
        account_id: data.account_id,
        is_active: data.is_active,
        has_api_token: data.api_token !== null,
        project_keys: data.project_keys,
        removed: false,
      }));
    },
    JiraAccountChanged: async (event, store) => {
      const { is_active, api_token, project_keys } = event.data.changes;
      await updateJiraAccount(
        store,
        event,
        (entry) =>
          entry && {
            ...entry,
            ...(is_active === undefined ? {} : { is_active }),
            ...(api_token === undefined ? {} : { has_api_token: api_token !== null }),
            ...(project_keys === undefined ? {} : { project_keys }),
          },
      );
    },
    JiraAccountRemoved: async (event, store) => {
      await updateJiraAccount(store, event, (entry) => entry && { ...entry, removed: true });
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
    JiraAccountAdded: companyPushes,
    JiraAccountChanged: companyPushes,
    JiraAccountRemoved: companyPushes,
  },
});
