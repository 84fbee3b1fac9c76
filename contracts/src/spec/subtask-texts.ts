/**
 * Subtasks (spec 03 "Mission": is_subtask, parent_id, parent_title, subtask_count, subtasks; spec
 * 02 marketplace: subtask_count, subtask_titles). The spec names no texts for them.
 */
export const SUBTASK_TEXTS = {
  parentNotFound: 'Parent mission not found',
  subtaskNeedsParent: 'A subtask needs the parent_id of its mission',
  parentNeedsSubtask: 'A mission with a parent_id is a subtask: is_subtask cannot be false',
  parentLabel: 'Subtask of',
  parentHint: 'Leave empty for a mission of its own.',
  parentPlaceholder: 'Search missions',
  noParent: 'None',
  subtaskOf: (title: string) => `Subtask of ${title}`,
  subtaskCount: (count: number) => (count === 1 ? '1 subtask' : `${count} subtasks`),
  assignmentCount: (count: number) => (count === 1 ? '1 assignment' : `${count} assignments`),
  parentMission: 'Parent mission',
} as const;
