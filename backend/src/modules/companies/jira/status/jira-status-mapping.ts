import {
  JIRA_STATUS_OF_MISSION,
  type JiraTargetStatus,
  type MissionStatus,
} from '@morphic/contracts';

/** Jira's three status categories: every status of any workflow belongs to one. */
export type JiraStatusCategory = 'new' | 'indeterminate' | 'done';

const CATEGORIES: readonly string[] = ['new', 'indeterminate', 'done'];

export const isJiraStatusCategory = (key: unknown): key is JiraStatusCategory =>
  typeof key === 'string' && CATEGORIES.includes(key);

/**
 * The mission status a person's move in Jira gives a mission nobody holds, by the status
 * category (so a company's own workflow names, "Backlog", "In Review", "Closed", map too). It is
 * the reverse of spec 03's mapping (open → To Do; assigned or submitted → In Progress; validated
 * or paid → Done), each category taking the first mission status that maps to it:
 *
 *   new (To Do)                 → open       (back on the marketplace)
 *   indeterminate (In Progress) → assigned   (off the marketplace: the company works on it)
 *   done (Done)                 → validated  (closed)
 *
 * A mission an operator holds follows the operator's work instead: a move to another category
 * than the one the platform last gave its issue is refused (recorded and shown, never applied).
 */
export const MISSION_STATUS_OF_JIRA_CATEGORY: Record<JiraStatusCategory, MissionStatus> = {
  new: 'open',
  indeterminate: 'assigned',
  done: 'validated',
};

const CATEGORY_OF_TARGET: Record<JiraTargetStatus, JiraStatusCategory> = {
  'To Do': 'new',
  'In Progress': 'indeterminate',
  Done: 'done',
};

/** The category of a status the platform pushes (To Do, In Progress, Done). */
export const jiraCategoryOfTarget = (target: JiraTargetStatus): JiraStatusCategory =>
  CATEGORY_OF_TARGET[target];

/** The category of the Jira status the platform gives a mission status (spec 03 mapping). */
export const jiraCategoryOfMission = (status: MissionStatus): JiraStatusCategory =>
  CATEGORY_OF_TARGET[JIRA_STATUS_OF_MISSION[status]];

/** What a mission's state is, as far as a move in Jira may change it. */
export interface MissionForMove {
  /** An operator's assignment holds the mission. */
  readonly held: boolean;
  /** The status category the mission's issue has as the platform last set it. */
  readonly category: JiraStatusCategory;
}

export type MissionMove =
  | { readonly kind: 'move'; readonly status: MissionStatus }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'refused' };

/** What a person's move of the issue into `category` does to its mission. */
export function missionMoveFor(category: JiraStatusCategory, mission: MissionForMove): MissionMove {
  if (mission.category === category) return { kind: 'unchanged' };
  if (mission.held) return { kind: 'refused' };
  return { kind: 'move', status: MISSION_STATUS_OF_JIRA_CATEGORY[category] };
}
