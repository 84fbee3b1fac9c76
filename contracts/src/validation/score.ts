/**
 * A 0..1 quality score as a percent with one decimal ("87.7%"), as every screen and message
 * shows it (spec 02 sections 3 and 9). Rounded half up on the tenth of a percent, computed in
 * integers so 0.8765 reads 87.7%, not 87.6%.
 */
export const scorePercent = (score: number): string =>
  `${(Math.round(score * 1000) / 10).toFixed(1)}%`;
