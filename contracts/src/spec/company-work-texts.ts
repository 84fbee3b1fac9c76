import type { CompanyRepPermissions } from '../companies/values';
import type { MissionStatus } from '../missions/values';

/** At most this many domain tags on a company task, each this long at most. */
export const COMPANY_TASK_LIMITS = { tags: 20, tagLength: 50 } as const;

/**
 * The company task list's status filter (spec 02 section 4). Kept free of schemas: the web app's
 * route guards read it, and a schema here would bring zod into the landing page's first load.
 */
export const COMPANY_TASK_FILTERS = ['open', 'assigned', 'in_progress', 'completed'] as const;

const PERMISSION_NEEDS: Record<keyof CompanyRepPermissions, string> = {
  can_view_tasks: 'view the company’s tasks',
  can_manage_tasks: 'create company tasks',
  can_view_payments: 'view payments',
  can_manage_payments: 'manage payments',
  can_view_reports: 'view reports',
  can_submit_complaints: 'submit complaints',
};

/**
 * Texts of the company representative's working screens: company tasks, vetted operators and
 * the company task form (spec 02 sections 2, 4, 5 and 8).
 */
export const COMPANY_WORK_TEXTS = {
  // Spec 02 sections 5 and 8, word for word.
  titleAndDescriptionRequired: 'Title and description are required',
  failedToFetchMissions: 'Failed to fetch missions',
  unableToLoadOperators: 'Unable to load operators.',
  networkErrorLoadingOperators: 'Network error while loading operators.',
  failedToCreateTask: 'Failed to create task',
  /** Spec 02 section 4: how each company mission status is shown. */
  statusLabels: {
    open: 'Open',
    assigned: 'In Progress',
    submitted: 'Submitted',
    validated: 'Completed',
    paid: 'Paid',
  } satisfies Record<MissionStatus, string>,

  // Texts the spec implies without naming them.
  permissionRequired: (permission: keyof CompanyRepPermissions) =>
    `Your representative account may not ${PERMISSION_NEEDS[permission]}. Ask your company admin for the ${permission} permission.`,
  rewardAmountInvalid: 'Reward amount must be a number of at least 0 with at most 2 decimals',
  rewardAssetInvalid: 'Reward asset must be a code of 2 to 10 letters, e.g. USD',
  tagTooLong: `Each domain tag must be at most ${COMPANY_TASK_LIMITS.tagLength} characters`,
  tooManyTags: `A task takes at most ${COMPANY_TASK_LIMITS.tags} domain tags`,
  taskCreated: 'Task created. Operators can take it from the Marketplace.',

  tasksTitle: 'Company Tasks',
  tasksSubtitle: 'Your company’s missions, as operators take, submit and complete them.',
  filterLabel: 'Status',
  filters: {
    all: 'All',
    open: 'Open',
    assigned: 'Assigned',
    in_progress: 'In Progress',
    completed: 'Completed',
  },
  newTask: 'Submit Task',
  noTasks: 'No tasks yet',
  noTasksHint: 'Tasks your company submits appear here and in the Marketplace.',
  noTasksForFilter: 'No tasks with this status',
  assignments: (count: number) => `${count} assignment${count === 1 ? '' : 's'}`,
  latestQuality: 'Quality',
  created: 'Created',
  deadline: 'Deadline',
  jiraKey: 'Jira',
  paymentsTitle: 'Payments',
  rewardsOwed: 'Rewards owed',
  paid: 'Paid',
  noPayments: 'No rewards owed or paid yet',

  operatorsTitle: 'Operators',
  operatorsSubtitle: 'Vetted operators: vetted by our admins and active on the platform.',
  noOperators: 'No vetted operators yet',
  handle: 'Operator',
  level: 'Level',
  timezone: 'Timezone',
  cohort: 'Cohort',
  capacity: 'Capacity',
  capacityHours: (hours: number) => `${hours} h/week`,
  skills: 'Skills',
  emailVerified: 'Email verified',
  emailNotVerified: 'Email not verified',
  notStated: '—',

  createTitle: 'Submit a Company Task',
  createSubtitle: 'Describe the work; it goes to the Marketplace for vetted operators to take.',
  rewardAmountLabel: 'Reward amount',
  rewardAssetLabel: 'Reward asset',
  domainTagsLabel: 'Domain tags',
  domainTagsHint: 'Comma separated, e.g. backend, api',
  submit: 'Submit Task',
  backToTasks: 'Back to Company Tasks',
} as const;
