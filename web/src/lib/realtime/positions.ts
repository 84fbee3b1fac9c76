/**
 * Log positions arrive as strings ("42", or "commit/prepare" pairs). They are compared as
 * sequences of integers; a position without digits cannot be ordered and is always accepted.
 */
function parsePosition(position: string): bigint[] | null {
  const parts = position.match(/\d+/g);
  return parts ? parts.map((part) => BigInt(part)) : null;
}

/** Negative when a is before b, 0 when equal, positive after; null when not comparable. */
export function comparePositions(a: string, b: string): number | null {
  const left = parsePosition(a);
  const right = parsePosition(b);
  if (!left || !right) return null;
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const l = left[i] ?? 0n;
    const r = right[i] ?? 0n;
    if (l !== r) return l < r ? -1 : 1;
  }
  return 0;
}

/**
 * Remembers, per document, the newest position written to the cache, so that a push or a
 * command response older than what the screen already shows is ignored.
 */
export class PositionGate {
  private readonly latest = new Map<string, string>();

  /** True (and remembers the position) when the document at `position` is not older. */
  accept(documentKey: string, position: string | null): boolean {
    if (position === null) return true;
    const seen = this.latest.get(documentKey);
    if (seen !== undefined) {
      const order = comparePositions(position, seen);
      if (order !== null && order < 0) return false;
    }
    this.latest.set(documentKey, position);
    return true;
  }

  reset(): void {
    this.latest.clear();
  }
}

/** The one gate shared by the realtime connection and the command hooks. */
export const positionGate = new PositionGate();
