/**
 * The three statuses of a Jira Cloud project. The simplified workflow (a team-managed project's
 * default) moves any status to any other; a restricted one, as a company-managed workflow often
 * is, offers only the next step: To Do → In Progress → Done, back to To Do from In Progress, and
 * Done reopened to In Progress.
 */
export type StatusName = 'To Do' | 'In Progress' | 'Done';
export type WorkflowKind = 'simplified' | 'restricted';

const RESTRICTED_NEXT: Record<StatusName, readonly StatusName[]> = {
  'To Do': ['In Progress'],
  'In Progress': ['To Do', 'Done'],
  Done: ['In Progress'],
};
export type StatusCategoryKey = 'new' | 'indeterminate' | 'done';

export interface WorkflowStatus {
  readonly id: string;
  readonly name: StatusName;
  readonly description: string;
  readonly category: {
    readonly id: number;
    readonly key: StatusCategoryKey;
    readonly colorName: string;
    readonly name: string;
  };
  /** The id of the transition that leads into this status. */
  readonly transitionId: string;
}

export const STATUSES: readonly WorkflowStatus[] = [
  {
    id: '10000',
    name: 'To Do',
    description: 'Work that has not been started.',
    category: { id: 2, key: 'new', colorName: 'blue-gray', name: 'To Do' },
    transitionId: '11',
  },
  {
    id: '10001',
    name: 'In Progress',
    description: 'The issue is currently being worked on.',
    category: { id: 4, key: 'indeterminate', colorName: 'yellow', name: 'In Progress' },
    transitionId: '21',
  },
  {
    id: '10002',
    name: 'Done',
    description: 'Work has been completed on this issue.',
    category: { id: 3, key: 'done', colorName: 'green', name: 'Done' },
    transitionId: '31',
  },
];

export function statusNamed(name: string): WorkflowStatus | undefined {
  return STATUSES.find((status) => status.name.toLowerCase() === name.toLowerCase());
}

export function statusOf(name: StatusName): WorkflowStatus {
  const status = statusNamed(name);
  if (!status) throw new Error(`No status ${name}`);
  return status;
}

/** The transitions the workflow offers from a status, one into each status it leads to. */
export function transitionsFrom(
  current: StatusName,
  workflow: WorkflowKind = 'simplified',
): WorkflowStatus[] {
  return STATUSES.filter((status) =>
    workflow === 'restricted'
      ? RESTRICTED_NEXT[current].includes(status.name)
      : status.name !== current,
  );
}

export function transitionById(id: string): WorkflowStatus | undefined {
  return STATUSES.find((status) => status.transitionId === id);
}

export type PriorityName = 'Highest' | 'High' | 'Medium' | 'Low' | 'Lowest';

export const PRIORITIES: readonly { readonly id: string; readonly name: PriorityName }[] = [
  { id: '1', name: 'Highest' },
  { id: '2', name: 'High' },
  { id: '3', name: 'Medium' },
  { id: '4', name: 'Low' },
  { id: '5', name: 'Lowest' },
];
