/** The phrase shown after `ticks` rotations of a list of `count` phrases. */
export function rotationIndex(ticks: number, count: number): number {
  if (count <= 0) return 0;
  return ((ticks % count) + count) % count;
}
