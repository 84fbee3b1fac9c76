import { formatQualityScore } from './quality-score';

describe('formatQualityScore', () => {
  it('shows a score as a percent with one decimal', () => {
    expect(formatQualityScore(0.8765)).toBe('87.7%');
    expect(formatQualityScore(0.8)).toBe('80.0%');
  });

  it('shows a dash without a score', () => {
    expect(formatQualityScore(null)).toBe('—');
    expect(formatQualityScore(Number.NaN)).toBe('—');
  });
});
