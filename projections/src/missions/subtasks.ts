import { MISSIONS_COLLECTION, type MissionDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';

const missionsOf = (store: ReadStore) => store.collection<MissionDoc>(MISSIONS_COLLECTION);

/** The parent's title as its new subtask records it (absent: no parent, or none in the store). */
export async function parentTitleOf(
  store: ReadStore,
  parentId: string | undefined,
): Promise<Pick<MissionDoc, 'parent_id' | 'parent_title'>> {
  if (parentId === undefined) return {};
  const parent = await missionsOf(store).findOne({ _id: parentId }, { projection: { title: 1 } });
  return parent ? { parent_id: parentId, parent_title: parent.title } : { parent_id: parentId };
}

/** Rebuilds the parent's list of subtasks from its children that are not withdrawn. */
export async function refreshSubtasks(store: ReadStore, parentId: string): Promise<void> {
  const children = await missionsOf(store).find(
    { parent_id: parentId },
    { sort: { created_at: 1, _id: 1 }, projection: { title: 1, withdrawn_at: 1 } },
  );
  const subtasks = children
    .filter((child) => child.withdrawn_at === undefined)
    .map((child) => ({ id: child._id, title: child.title }));
  await missionsOf(store).updateOne({ _id: parentId }, { $set: { subtasks } });
}

/**
 * After a mission's title or presence changed: its parent's list of subtasks and its subtasks'
 * parent title follow.
 */
export async function refreshFamilyOf(store: ReadStore, missionId: string): Promise<void> {
  const mission = await missionsOf(store).findOne({ _id: missionId });
  if (!mission) return;
  if (mission.parent_id !== undefined) await refreshSubtasks(store, mission.parent_id);
  await missionsOf(store).updateMany(
    { parent_id: missionId },
    { $set: { parent_title: mission.title } },
  );
}

/** The ids of the missions whose shown family changes with this one: its parent and subtasks. */
export async function familyOf(store: ReadStore, missionId: string): Promise<string[]> {
  const mission = await missionsOf(store).findOne(
    { _id: missionId },
    { projection: { parent_id: 1 } },
  );
  const children = await missionsOf(store).find(
    { parent_id: missionId },
    { projection: { _id: 1 } },
  );
  return [
    ...(mission?.parent_id === undefined ? [] : [mission.parent_id]),
    ...children.map((child) => child._id),
  ];
}
