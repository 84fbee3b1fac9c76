import type { MarketplaceMission } from '@morphic/contracts';

/** The client-side filters of the marketplace (spec 02 section 2). */
export interface MarketplaceFilters {
  /** Every listed skill must be required by the mission. */
  readonly skills: readonly string[];
  readonly minReward: number | null;
  readonly maxReward: number | null;
}

export const NO_FILTERS: MarketplaceFilters = { skills: [], minReward: null, maxReward: null };

const key = (skill: string): string => skill.trim().toLowerCase();

/** The missions that require every chosen skill and whose reward is within the bounds. */
export function filterMissions<T extends Pick<MarketplaceMission, 'skills' | 'reward_amount'>>(
  missions: readonly T[],
  filters: MarketplaceFilters,
): T[] {
  const wanted = filters.skills.map(key).filter(Boolean);
  return missions.filter((mission) => {
    const required = new Set(mission.skills.map(key));
    if (!wanted.every((skill) => required.has(skill))) return false;
    if (filters.minReward !== null && mission.reward_amount < filters.minReward) return false;
    if (filters.maxReward !== null && mission.reward_amount > filters.maxReward) return false;
    return true;
  });
}

/** The skills the listed missions require, for the filter's choices (sorted, once each). */
export function skillOptions(missions: readonly Pick<MarketplaceMission, 'skills'>[]): string[] {
  return [...new Set(missions.flatMap((mission) => mission.skills.map(key)))]
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b));
}

/** A reward bound typed in a number field: empty or invalid means no bound. */
export function rewardBound(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** How many filters are set: each chosen skill and each reward bound. */
export const activeFilterCount = (filters: MarketplaceFilters): number =>
  filters.skills.length + Number(filters.minReward !== null) + Number(filters.maxReward !== null);

export const hasActiveFilters = (filters: MarketplaceFilters): boolean =>
  activeFilterCount(filters) > 0;
