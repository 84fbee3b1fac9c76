import { scorePercent } from './score';

describe('scorePercent', () => {
  it('shows a score as a percent with 1 decimal, rounded half up', () => {
    expect(
      [0.8, 1, 0, 0.8567, 0.8765, 0.12345, 0.0005].map((score) => scorePercent(score)),
    ).toEqual(['80.0%', '100.0%', '0.0%', '85.7%', '87.7%', '12.3%', '0.1%']);
  });
});
