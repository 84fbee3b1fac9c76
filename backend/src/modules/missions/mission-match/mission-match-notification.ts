import { LOOP_NOTIFICATION_TEXTS, formatPayout } from '@morphic/contracts';
import type { AccountDoc, EventData } from '@morphic/contracts/server';
import { uuidFromKey } from '#infrastructure/ids/uuid-from-key';
import { operatorSkillVector } from '../marketplace/recommendation-score';

/** An onboarded operator the mission might suit: their id and their character report. */
export type MatchCandidate = Pick<AccountDoc, '_id' | 'character_report_data'>;

type PostedMission = EventData<'MissionPosted'>;

/** The skills a mission requires, in lower case (a weight of 0 requires nothing). */
export function requiredSkills(mission: Pick<PostedMission, 'required_skill_vector'>): Set<string> {
  return new Set(
    Object.entries(mission.required_skill_vector)
      .filter(([name, weight]) => weight > 0 && name.trim() !== '')
      .map(([name]) => name.trim().toLowerCase()),
  );
}

/**
 * Who hears about a new mission: every candidate sharing at least one required skill with it
 * (names compared in lower case, the report's skills read as the marketplace ranking reads
 * them), except whoever posted it.
 */
export function missionMatchRecipients(
  mission: Pick<PostedMission, 'required_skill_vector'>,
  candidates: readonly MatchCandidate[],
  posterIds: ReadonlySet<string>,
): string[] {
  const required = requiredSkills(mission);
  if (required.size === 0) return [];
  return candidates
    .filter((candidate) => !posterIds.has(candidate._id))
    .filter((candidate) =>
      Object.keys(operatorSkillVector(candidate.character_report_data)).some((skill) =>
        required.has(skill),
      ),
    )
    .map((candidate) => candidate._id);
}

/** One id per mission and operator, so a replayed or repeated fan-out never sends twice. */
export const missionMatchNotificationId = (missionId: string, operatorId: string): string =>
  uuidFromKey(`mission-match:${missionId}:${operatorId}`);

/** What an operator is told about a new mission matching their skills (not a banner). */
export function missionMatchNotification(
  mission: Pick<PostedMission, 'mission_id' | 'title' | 'reward_amount' | 'reward_asset'>,
  recipientId: string,
): EventData<'NotificationSent'> {
  return {
    notification_id: missionMatchNotificationId(mission.mission_id, recipientId),
    recipient_id: recipientId,
    type: 'mission',
    priority: 'medium',
    title: LOOP_NOTIFICATION_TEXTS.missionMatchTitle,
    message: LOOP_NOTIFICATION_TEXTS.missionMatchMessage(
      mission.title,
      formatPayout(mission.reward_amount, mission.reward_asset),
    ),
    action_url: '/marketplace',
  };
}
