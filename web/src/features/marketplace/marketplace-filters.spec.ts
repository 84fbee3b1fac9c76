import {
  activeFilterCount,
  filterMissions,
  hasActiveFilters,
  NO_FILTERS,
  rewardBound,
  skillOptions,
} from './marketplace-filters';

const missions = [
  { id: 'a', skills: ['react', 'typescript'], reward_amount: 240 },
  { id: 'b', skills: ['python', 'docker'], reward_amount: 90 },
  { id: 'c', skills: ['typescript', 'node.js', 'express'], reward_amount: 180 },
  { id: 'd', skills: [], reward_amount: 0 },
];
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('marketplace filters', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterMissions(missions, NO_FILTERS))).toEqual(['a', 'b', 'c', 'd']);
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
  });

  it('counts each chosen skill and each reward bound as one filter', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ skills: ['react', 'go'], minReward: 0, maxReward: null })).toBe(3);
  });

  it('needs every listed skill to match, case-insensitively', () => {
    expect(ids(filterMissions(missions, { ...NO_FILTERS, skills: ['TypeScript'] }))).toEqual([
      'a',
      'c',
    ]);
    expect(
      ids(filterMissions(missions, { ...NO_FILTERS, skills: ['typescript', 'react'] })),
    ).toEqual(['a']);
    expect(ids(filterMissions(missions, { ...NO_FILTERS, skills: ['react', 'python'] }))).toEqual(
      [],
    );
  });

  it('bounds the reward on both sides, inclusively', () => {
    expect(ids(filterMissions(missions, { ...NO_FILTERS, minReward: 180 }))).toEqual(['a', 'c']);
    expect(ids(filterMissions(missions, { ...NO_FILTERS, maxReward: 180 }))).toEqual([
      'b',
      'c',
      'd',
    ]);
    expect(
      ids(filterMissions(missions, { skills: ['typescript'], minReward: 100, maxReward: 200 })),
    ).toEqual(['c']);
    expect(hasActiveFilters({ ...NO_FILTERS, maxReward: 0 })).toBe(true);
  });

  it('offers the skills the missions require, sorted and once each', () => {
    expect(skillOptions(missions)).toEqual([
      'docker',
      'express',
      'node.js',
      'python',
      'react',
      'typescript',
    ]);
  });

  it('reads a reward bound from a number field', () => {
    expect(rewardBound('')).toBeNull();
    expect(rewardBound('  ')).toBeNull();
    expect(rewardBound('abc')).toBeNull();
    expect(rewardBound('150')).toBe(150);
    expect(rewardBound(0)).toBe(0);
  });
});
