import {
  BUILT_IN_ALGORITHM_CONFIG,
  type AlgorithmSectionValues,
  type CharacterReport,
  type Difficulty,
} from '@morphic/contracts';

/** Skill name (lower case) to weight 0..1. */
export type SkillVector = Readonly<Record<string, number>>;

/**
 * The weight of each self-rated proficiency in the operator's skill vector (the algorithm
 * configuration's `skill_vector` section).
 */
export type ProficiencyWeights = AlgorithmSectionValues<'skill_vector'>;

/**
 * Steepness of the logistic around half coverage, how much harder each difficulty is than its
 * skills alone say, and the reward's weight (the `marketplace_ranking` section).
 */
export type RankingParams = AlgorithmSectionValues<'marketplace_ranking'>;

const penaltyOf = (params: RankingParams, difficulty: Difficulty): number =>
  ({
    beginner: params.penalty_beginner,
    intermediate: params.penalty_intermediate,
    advanced: params.penalty_advanced,
  })[difficulty];

/**
 * The operator's skill vector from their character report: every skill, name in lower case,
 * weighted by its proficiency (the strongest entry wins when a name repeats). No report: empty.
 */
export function operatorSkillVector(
  report: CharacterReport | null,
  weights: ProficiencyWeights = BUILT_IN_ALGORITHM_CONFIG.skill_vector,
): Record<string, number> {
  const vector: Record<string, number> = {};
  for (const skill of report?.skills ?? []) {
    const name = skill.name.trim().toLowerCase();
    if (!name) continue;
    vector[name] = Math.max(vector[name] ?? 0, weights[`weight_${skill.level}`]);
  }
  return vector;
}

/**
 * Weighted coverage c of a mission's required skills by the operator's:
 *   c = Σ_s min(o_s, r_s) / Σ_s r_s   over the required skills s (names compared in lower case),
 * in 0..1. A mission that requires nothing is fully covered.
 */
export function skillCoverage(operator: SkillVector, required: SkillVector): number {
  let needed = 0;
  let covered = 0;
  for (const [name, weight] of Object.entries(required)) {
    if (weight <= 0) continue;
    needed += weight;
    covered += Math.min(operator[name.toLowerCase()] ?? 0, weight);
  }
  return needed === 0 ? 1 : covered / needed;
}

const logistic = (z: number): number => 1 / (1 + Math.exp(-z));
const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

/** The chance of success p_succ documented on `rankMissions`, unrounded. */
export function successChance(
  operator: SkillVector,
  mission: Pick<ScoredMission, 'required_skill_vector' | 'difficulty'>,
  params: RankingParams = BUILT_IN_ALGORITHM_CONFIG.marketplace_ranking,
): number {
  const coverage = skillCoverage(operator, mission.required_skill_vector);
  return logistic(
    params.coverage_steepness * (coverage - 0.5) - penaltyOf(params, mission.difficulty),
  );
}

export interface ScoredMission {
  readonly required_skill_vector: SkillVector;
  readonly difficulty: Difficulty;
  readonly reward_amount: number;
  readonly created_at: string;
}

/**
 * Ranks missions for one operator; the marketplace's documented score, with the built-in
 * parameters below (the algorithm configuration can change each of them):
 *
 *   p_succ = σ(6 · (c − 0.5) − d)          σ(z) = 1 / (1 + e^−z)
 *     c: the weighted coverage above (operator vector from the character report:
 *        beginner .25, intermediate .5, advanced .75, expert 1)
 *     d: difficulty penalty, beginner 0, intermediate 0.75, advanced 1.5
 *   score = p_succ · (1 + w · n)        w: reward weight, 1
 *     n: reward_amount / the largest reward_amount among the missions ranked together (0 if all 0)
 *
 * So p_succ is in 0..1 (full coverage of a beginner mission ≈ 0.95, no coverage ≈ 0.05), and
 * score in 0..2: between equally likely successes the better paid mission ranks first. Both
 * are rounded to 4 decimals; equal scores rank the newer mission first.
 */
export function rankMissions<T extends ScoredMission>(
  missions: readonly T[],
  operator: SkillVector,
  params: RankingParams = BUILT_IN_ALGORITHM_CONFIG.marketplace_ranking,
): (T & { p_succ: number; score: number })[] {
  const topReward = Math.max(0, ...missions.map((mission) => mission.reward_amount));
  return missions
    .map((mission) => {
      const pSucc = successChance(operator, mission, params);
      const normalisedReward = topReward > 0 ? mission.reward_amount / topReward : 0;
      const score = pSucc * (1 + params.reward_weight * normalisedReward);
      return { ...mission, p_succ: round4(pSucc), score: round4(score) };
    })
    .sort((a, b) => b.score - a.score || b.created_at.localeCompare(a.created_at));
}
