import { comparePositions, type LogPosition } from '@morphic/stores';

/** The furthest of several appends' positions: a command answers once the read models reach it. */
export function latestPosition(...positions: (LogPosition | null)[]): LogPosition | null {
  return positions.reduce<LogPosition | null>(
    (latest, position) =>
      position && (!latest || comparePositions(position, latest) > 0) ? position : latest,
    null,
  );
}
