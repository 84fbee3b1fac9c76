import { DEFAULT_ESTIMATED_HOURS } from '@morphic/contracts';
import type { AssignmentPrediction, EventData } from '@morphic/contracts/server';
import { successChance, type RankingParams, type SkillVector } from './recommendation-score';

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

/**
 * Hours a mission's free-text estimate stands for: the number it names, or the midpoint of
 * the range it names ("4-8 hours" → 6). Null when it names no positive number.
 */
export function hoursOfEstimate(estimate: string): number | null {
  const numbers = (estimate.match(/\d+(?:\.\d+)?/g) ?? []).map(Number).slice(0, 2);
  if (numbers.length === 0) return null;
  const hours = numbers.reduce((sum, value) => sum + value, 0) / numbers.length;
  return hours > 0 ? hours : null;
}

/**
 * The forecast recorded when an operator takes a mission: the chance of success the
 * marketplace shows them (null without skills on file, as there; with the ranking parameters in
 * force), and the mission's own
 * estimate of the hours (the platform default "4-8 hours" when it names none).
 */
export function predictAssignment(
  mission: Pick<
    EventData<'MissionPosted'>,
    'required_skill_vector' | 'difficulty' | 'estimated_hours'
  >,
  skills: SkillVector,
  ranking?: RankingParams,
): AssignmentPrediction {
  return {
    success_probability:
      Object.keys(skills).length > 0 ? round4(successChance(skills, mission, ranking)) : null,
    expected_hours:
      hoursOfEstimate(mission.estimated_hours) ??
      (hoursOfEstimate(DEFAULT_ESTIMATED_HOURS) as number),
  };
}
