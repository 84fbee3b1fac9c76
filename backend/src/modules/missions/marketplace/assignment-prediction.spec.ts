import { hoursOfEstimate, predictAssignment } from './assignment-prediction';
import { successChance } from './recommendation-score';

const mission = {
  required_skill_vector: { python: 1 },
  difficulty: 'intermediate' as const,
  estimated_hours: '4-8 hours',
};

describe('assignment prediction', () => {
  it('reads the hours of an estimate: a number, or the midpoint of a range', () => {
    expect(hoursOfEstimate('4-8 hours')).toBe(6);
    expect(hoursOfEstimate('10')).toBe(10);
    expect(hoursOfEstimate('1.5 h')).toBe(1.5);
    expect(hoursOfEstimate('a few')).toBeNull();
    expect(hoursOfEstimate('0')).toBeNull();
  });

  it('records the marketplace’s chance of success and the mission’s hours', () => {
    expect(predictAssignment(mission, { python: 0.75 })).toEqual({
      success_probability: Math.round(successChance({ python: 0.75 }, mission) * 10_000) / 10_000,
      expected_hours: 6,
    });
  });

  it('records no chance for an operator without skills, and the default hours for an estimate with none', () => {
    expect(predictAssignment({ ...mission, estimated_hours: 'soon' }, {})).toEqual({
      success_probability: null,
      expected_hours: 6,
    });
  });
});
