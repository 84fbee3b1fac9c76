/** A quality score (0..1) as the screens show it: a percent with 1 decimal (spec 02 section 9). */
export const scorePercent = (score: number): string => `${(score * 100).toFixed(1)}%`;
