import type { Mission, MissionStatus } from '@morphic/contracts';

const IN_PROGRESS: ReadonlySet<MissionStatus> = new Set(['assigned', 'submitted']);

/**
 * The tasks the dashboard shows: those being worked on first, then the newest others, so a
 * sync that imports many issues never pushes a task in progress off the page.
 */
export function recentTasks(missions: readonly Mission[], count: number): Mission[] {
  const inProgress = missions.filter((mission) => IN_PROGRESS.has(mission.status));
  const others = missions.filter((mission) => !IN_PROGRESS.has(mission.status));
  return [...inProgress, ...others].slice(0, count);
}
