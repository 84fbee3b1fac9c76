import { median, reputationOf } from './figures';

describe('reputation figures', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([10, 1, 4, 2])).toBe(3);
  });

  it('has no rates before there is anything to count', () => {
    expect(reputationOf('co-new', [], [])).toEqual({
      company_id: 'co-new',
      decisions: 0,
      rejections: 0,
      rejection_rate: null,
      median_decision_ms: null,
      missions_posted: 0,
      deadlines_extended: 0,
      deadlines_cancelled: 0,
      deadlines_extended_rate: null,
      deadlines_cancelled_rate: null,
    });
  });
});
