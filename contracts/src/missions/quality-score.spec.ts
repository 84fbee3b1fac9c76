import { formatQualityScore } from './quality-score';

describe('formatQualityScore', () => {
  it('shows a 0..1 score as a percent with one decimal', () => {
    expect(formatQualityScore(0.8765)).toBe('87.7%');
    expect(formatQualityScore(0.8)).toBe('80.0%');
    expect(formatQualityScore(1)).toBe('100.0%');
    expect(formatQualityScore(0)).toBe('0.0%');
    expect(formatQualityScore(0.12345)).toBe('12.3%');
    expect(formatQualityScore(0.0005)).toBe('0.1%');
  });

  it('shows a dash without a score', () => {
    expect(formatQualityScore(null)).toBe('—');
    expect(formatQualityScore(Number.NaN)).toBe('—');
  });
});
