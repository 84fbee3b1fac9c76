import {
  ACCOUNTS_COLLECTION,
  COMPANIES_COLLECTION,
  type AccountDoc,
  type CompanyDoc,
  type MissionDoc,
} from '@morphic/contracts/server';
import { ROOMS } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import type { Push } from '../runtime/projection';
import { toCompanyMission } from './views';

/**
 * The `user:` rooms of the representatives who may read the company's tasks as the API shows
 * them: the company active, the representative holding can_view_tasks.
 */
export async function taskViewerRooms(store: ReadStore, companyId: string): Promise<string[]> {
  const company = await store
    .collection<CompanyDoc>(COMPANIES_COLLECTION)
    .findOne({ _id: companyId });
  if (company?.status !== 'active' || company.rep_ids.length === 0) return [];
  const viewers = await store
    .collection<AccountDoc>(ACCOUNTS_COLLECTION)
    .find(
      { _id: { $in: company.rep_ids }, 'permissions.can_view_tasks': true },
      { projection: { _id: 1 } },
    );
  return viewers.map((viewer) => ROOMS.user(viewer._id));
}

/** A company's mission as it stands now, to the company's representatives. */
export async function companyMissionPushes(
  store: ReadStore,
  mission: MissionDoc,
): Promise<Push<'company.mission.updated'>[]> {
  if (!mission.company_id) return [];
  const rooms = await taskViewerRooms(store, mission.company_id);
  if (rooms.length === 0) return [];
  return [{ rooms, message: 'company.mission.updated', data: toCompanyMission(mission) }];
}
