import { scorePercent } from './score';

describe('scorePercent', () => {
  it('shows a score as a percent with 1 decimal', () => {
    expect([scorePercent(0.8), scorePercent(1), scorePercent(0), scorePercent(0.8567)]).toEqual([
      '80.0%',
      '100.0%',
      '0.0%',
      '85.7%',
    ]);
  });
});
