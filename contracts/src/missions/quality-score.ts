import { scorePercent } from '../validation/score';

/** An assignment's quality score as a percent with one decimal; a dash when there is none. */
export function formatQualityScore(score: number | null): string {
  if (score === null || !Number.isFinite(score)) return '—';
  return scorePercent(score);
}
