import type { MissionDoc } from '@morphic/contracts/server';

/** Whether a mission matches the marketplace search: every word in its title, description or tags. */
export function matchesSearch(
  mission: Pick<MissionDoc, 'title' | 'description' | 'domain_tags'>,
  q: string | undefined,
): boolean {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [mission.title, mission.description, ...mission.domain_tags]
    .join('\n')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}
