import { COMPANY_TASK_JIRA_COLLECTION, type CompanyTaskJiraDoc } from '@morphic/contracts/server';
import type { Filter, ReadStore } from '@morphic/stores';
import { taskViewerRooms } from '../missions/company-pushes';
import { defineProjection, type ProjectedEvent, type Push } from '../runtime/projection';
import { toTaskJiraSync } from './views';

const tasksOf = (store: ReadStore) =>
  store.collection<CompanyTaskJiraDoc>(COMPANY_TASK_JIRA_COLLECTION);

/** Where the event sits in the log: a task's document takes only events after its last. */
const logPositionOf = (event: ProjectedEvent) => Number(event.position.commit);

/** An exchange with the task's issue worked, at `at`: any earlier failure is over. */
const synced = (at: string) => ({ synced_at: at, failure: null, failed_at: null });
const failed = (message: string, at: string) => ({ failure: message, failed_at: at });

/** Sets these fields on the tasks the filter names that have not seen the event yet. */
async function setOnTasks(
  store: ReadStore,
  event: ProjectedEvent,
  filter: Filter,
  fields: Partial<CompanyTaskJiraDoc>,
): Promise<void> {
  const log_position = logPositionOf(event);
  await tasksOf(store).updateMany(
    { ...filter, log_position: { $lt: log_position } },
    { $set: { ...fields, log_position } },
  );
}

const setOnTask = (
  store: ReadStore,
  event: ProjectedEvent & { data: { mission_id: string } },
  fields: Partial<CompanyTaskJiraDoc>,
) => setOnTasks(store, event, { _id: event.data.mission_id }, fields);

/** The tasks the filter names, as their cards now show them, to their company's viewers. */
async function taskPushes(store: ReadStore, filter: Filter): Promise<Push<'company.tasks.jira'>[]> {
  const byCompany = new Map<string, CompanyTaskJiraDoc[]>();
  for (const doc of await tasksOf(store).find(filter)) {
    byCompany.set(doc.company_id, [...(byCompany.get(doc.company_id) ?? []), doc]);
  }
  const pushes: Push<'company.tasks.jira'>[] = [];
  for (const [companyId, tasks] of byCompany) {
    const rooms = await taskViewerRooms(store, companyId);
    if (rooms.length === 0) continue;
    pushes.push({
      rooms,
      message: 'company.tasks.jira',
      data: {
        tasks: tasks.map((doc) => ({ mission_id: doc._id, jira_sync: toTaskJiraSync(doc) })),
      },
    });
  }
  return pushes;
}

const missionPushes = ({ data }: { data: { mission_id: string } }, store: ReadStore) =>
  taskPushes(store, { _id: data.mission_id });

/**
 * Each company mission's link to Jira, for the task cards: the issue it follows, when it last
 * synced with it (imported, linked, pushed to, or its account synced), and the last failure
 * when nothing worked since. The latest event in the log wins; one applied again changes
 * nothing (each document keeps the log position of the last event it took).
 */
export const companyTaskJiraProjection = defineProjection({
  name: 'company-task-jira',
  version: 1,
  collections: [COMPANY_TASK_JIRA_COLLECTION],
  setup: async (store) => {
    await tasksOf(store).createIndex({ keys: { company_id: 1 } });
    await tasksOf(store).createIndex({ keys: { account_id: 1 } });
  },
  apply: {
    MissionPosted: async (event, store) => {
      const { data, metadata } = event;
      if (!data.company_id || (await tasksOf(store).findOne({ _id: data.mission_id }))) return;
      const jiraKey = data.jira_key ?? null;
      await tasksOf(store).insertOne({
        _id: data.mission_id,
        company_id: data.company_id,
        jira_key: jiraKey,
        account_id: data.jira_account_id ?? null,
        synced_at: jiraKey === null ? null : metadata.at,
        failure: null,
        failed_at: null,
        log_position: logPositionOf(event),
      });
    },
    JiraIssueLinked: (event, store) =>
      setOnTask(store, event, {
        jira_key: event.data.jira_key,
        account_id: event.data.account_id,
        ...synced(event.metadata.at),
      }),
    MissionDetailsChanged: (event, store) => setOnTask(store, event, synced(event.metadata.at)),
    JiraIssueStatusPushed: (event, store) => setOnTask(store, event, synced(event.metadata.at)),
    JiraAttachmentUploaded: (event, store) => setOnTask(store, event, synced(event.metadata.at)),
    JiraPushFailed: (event, store) =>
      setOnTask(store, event, failed(event.data.message, event.metadata.at)),
    // A person's move in Jira the mission refused shows on the card like a failed exchange.
    JiraTransitionRefused: (event, store) =>
      setOnTask(store, event, failed(event.data.message, event.metadata.at)),
    MissionStatusMovedInJira: (event, store) => setOnTask(store, event, synced(event.metadata.at)),
    // A sync of the account reaches every issue of its projects, so each of its tasks.
    JiraSyncRecorded: (event, store) => {
      const { data, metadata } = event;
      return setOnTasks(
        store,
        event,
        { account_id: data.account_id },
        data.succeeded ? synced(metadata.at) : failed(data.message, metadata.at),
      );
    },
  },
  pushes: {
    JiraIssueLinked: missionPushes,
    MissionDetailsChanged: missionPushes,
    JiraIssueStatusPushed: missionPushes,
    JiraAttachmentUploaded: missionPushes,
    JiraPushFailed: missionPushes,
    JiraTransitionRefused: missionPushes,
    MissionStatusMovedInJira: missionPushes,
    JiraSyncRecorded: ({ data }, store) => taskPushes(store, { account_id: data.account_id }),
  },
});
