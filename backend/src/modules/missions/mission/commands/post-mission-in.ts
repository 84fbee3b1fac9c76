import { STREAMS, type EventData } from '@morphic/contracts/server';
import type { Decision } from '#infrastructure/commands/decision';
import { companyMissionsDecider } from '../company-missions.decider';
import { missionDecider } from '../mission.decider';

/**
 * Posts the mission in the decision; a subtask is checked against its parent's own stream. A
 * company's mission is listed on the company's missions stream in the same append.
 */
export async function postMissionIn(
  streams: Decision,
  mission: EventData<'MissionPosted'>,
): Promise<void> {
  const parent =
    mission.parent_id === undefined
      ? undefined
      : await streams.read(STREAMS.mission(mission.parent_id), missionDecider);
  await streams.decide(STREAMS.mission(mission.mission_id), missionDecider, {
    kind: 'Post',
    mission,
    parent,
  });
  if (mission.company_id) {
    await streams.decide(STREAMS.companyMissions(mission.company_id), companyMissionsDecider, {
      kind: 'List',
      companyId: mission.company_id,
      missionId: mission.mission_id,
    });
  }
}
