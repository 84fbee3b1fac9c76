import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id (version 5 layout, SHA-256 based) that follows from a key: whatever derives
 * its id from the same key names the same stream, so a retried or replayed step finds its first
 * result instead of creating a second one.
 */
export function uuidFromKey(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + hex.slice(18, 20),
    hex.slice(20, 32),
  ].join('-');
}
