/**
 * The scene a reader is on: the one with the largest visible share of the viewport; on a
 * tie, the earlier one. Null while none is visible.
 */
export function mostVisible(visibility: ReadonlyMap<number, number>): number | null {
  let best: number | null = null;
  let bestRatio = 0;
  for (const [index, ratio] of [...visibility].sort(([a], [b]) => a - b)) {
    if (ratio > bestRatio) {
      best = index;
      bestRatio = ratio;
    }
  }
  return best;
}
