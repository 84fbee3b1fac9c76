import { JIRA_ACCOUNTS_COLLECTION, type JiraAccountDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { hasApplied, updateOnce } from '../runtime/once-per-revision';
import { defineProjection } from '../runtime/projection';

const accountsOf = (store: ReadStore) => store.collection<JiraAccountDoc>(JIRA_ACCOUNTS_COLLECTION);

/** Each company's Jira accounts (removed ones have `removed_at`), secrets still sealed. */
export const jiraAccountsProjection = defineProjection({
  name: 'jira-accounts',
  version: 1,
  collections: [JIRA_ACCOUNTS_COLLECTION],
  setup: async (store) => {
    await accountsOf(store).createIndex({ keys: { company_id: 1 } });
  },
  apply: {
    JiraAccountAdded: async (event, store) => {
      const existing = await accountsOf(store).findOne({ _id: event.data.account_id });
      if (existing && hasApplied(existing, event)) return;
      const { account_id, ...account } = event.data;
      await accountsOf(store).replaceOne(
        { _id: account_id },
        {
          _id: account_id,
          ...account,
          sync_status: null,
          last_sync_at: null,
          calibration_field_id: null,
          calibration_status: 'idle',
          detected_field_id: null,
          detected_field_name: null,
          calibration_detected_at: null,
          last_push_error: null,
          last_push_error_at: null,
          created_at: event.metadata.at,
          removed_at: null,
          stream_revision: Number(event.revision),
        },
        { upsert: true },
      );
    },
    JiraAccountChanged: async (event, store) => {
      await updateOnce(accountsOf(store), { _id: event.data.account_id }, event, {
        $set: event.data.changes,
      });
    },
    JiraSyncRecorded: async (event, store) => {
      await updateOnce(accountsOf(store), { _id: event.data.account_id }, event, {
        $set: { sync_status: event.data.message, last_sync_at: event.metadata.at },
      });
    },
    JiraCalibrationStarted: async (event, store) => {
      await updateOnce(accountsOf(store), { _id: event.data.account_id }, event, {
        $set: {
          calibration_status: 'active',
          detected_field_id: null,
          detected_field_name: null,
          calibration_detected_at: null,
        },
      });
    },
    JiraCalibrationFieldDetected: async (event, store) => {
      await updateOnce(accountsOf(store), { _id: event.data.account_id }, event, {
        $set: {
          detected_field_id: event.data.field_id,
          detected_field_name: event.data.field_name,
          calibration_detected_at: event.metadata.at,
        },
      });
    },
    // A calibration that found nothing keeps the field found before.
    JiraCalibrationStopped: async (event, store) => {
      const { field_id } = event.data;
      await updateOnce(accountsOf(store), { _id: event.data.account_id }, event, {
        $set: {
          calibration_status: 'completed',
          ...(field_id === null ? {} : { calibration_field_id: field_id }),
        },
      });
    },
    // From the missions' streams: the latest refusal wins, whatever the order of application.
    JiraPushFailed: async ({ data, metadata }, store) => {
      await accountsOf(store).updateOne(
        {
          _id: data.account_id,
          $or: [{ last_push_error_at: null }, { last_push_error_at: { $lt: metadata.at } }],
        },
        {
          $set: {
            last_push_error: `${data.jira_key || data.mission_id}: ${data.message}`,
            last_push_error_at: metadata.at,
          },
        },
      );
    },
    // Kept as a tombstone: a restart that applies the account's creation again must not bring
    // a removed account back.
    JiraAccountRemoved: async (event, store) => {
      await updateOnce(accountsOf(store), { _id: event.data.account_id }, event, {
        $set: { removed_at: event.metadata.at },
      });
    },
  },
});
