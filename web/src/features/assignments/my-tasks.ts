import { LIMITS, type Assignment, type AssignmentState } from '@morphic/contracts';

export const MY_TASKS_TABS = ['assigned', 'submitted', 'completed', 'failed'] as const;
export type MyTasksTab = (typeof MY_TASKS_TABS)[number];

const TAB_OF_STATE: Record<AssignmentState, MyTasksTab | null> = {
  proposed: 'assigned',
  accepted: 'assigned',
  submitted: 'submitted',
  validated: 'completed',
  paid: 'completed',
  failed: 'failed',
  released: null,
};

/** The My Tasks tab an assignment shows under; released ones show nowhere. */
export const tabOf = (state: AssignmentState): MyTasksTab | null => TAB_OF_STATE[state];

export type TabbedAssignments = Record<MyTasksTab, Assignment[]>;

/**
 * The assignments of each tab, in the list's order. Operators who completed onboarding no
 * longer see their onboarding assignments (spec 02 section 2, My Tasks).
 */
export function groupByTab(
  assignments: readonly Assignment[],
  options: { readonly onboardingCompleted: boolean },
): TabbedAssignments {
  const groups: TabbedAssignments = { assigned: [], submitted: [], completed: [], failed: [] };
  for (const assignment of assignments) {
    if (options.onboardingCompleted && assignment.is_onboarding) continue;
    const tab = tabOf(assignment.state);
    if (tab) groups[tab].push(assignment);
  }
  return groups;
}

/** Active Tasks: taken and not yet decided (open or waiting for validation). */
export const activeCount = (groups: TabbedAssignments): number =>
  groups.assigned.length + groups.submitted.length;

/** The submission page of an assignment: onboarding and marketplace work have their own. */
export function submissionPath(assignment: Pick<Assignment, 'id' | 'is_onboarding'>): string {
  const base = assignment.is_onboarding ? '/task-submission' : '/marketplace-submission';
  return `${base}/${encodeURIComponent(assignment.id)}`;
}

/** An assignment id as the list shows it: its first 8 characters. */
export const shortId = (id: string): string => id.slice(0, LIMITS.assignmentIdShownLength);
