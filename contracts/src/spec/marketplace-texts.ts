/** Texts of the marketplace, taking a mission and posting a marketplace task (spec 02 sections 2, 5, 8). */
export const MARKETPLACE_TEXTS = {
  pageTitle: 'Marketplace',
  pageSubtitle:
    'Open missions ranked for your skills. Take one at a time and deliver it by its deadline.',
  /** The subtitle a company representative reads: the marketplace is theirs to follow, not to take from. */
  companyRepSubtitle:
    'The open missions operators can take right now, your company’s tasks among them. They update live.',
  companyRepNotice:
    'The Marketplace lists tasks for operators to take. Your company posts its tasks from the company screens.',
  clearFilters: 'Clear filters',
  /** The toggle that shows the filters on a narrow screen, with how many are set. */
  filtersToggle: (active: number) => (active > 0 ? `Filters (${String(active)})` : 'Filters'),
  tasksShown: (shown: number, total: number) =>
    shown === total ? `${total} task${total === 1 ? '' : 's'}` : `${shown} of ${total} tasks`,
  estimatedHours: 'Estimated time',
  requiredSkills: 'Required skills',
  tags: 'Tags',
  description: 'Description',
  noSkills: 'No particular skills required',
  blockedTitle: 'You have a task in progress',
  completeOnboarding: 'Complete onboarding to access the Marketplace.',
  goToOnboarding: 'Go to Onboarding',
  goToMarketplace: 'Go to Marketplace',
  signInToApply: 'Please sign in to apply for tasks',
  failedToLoad: 'Failed to load tasks',
  failedToApply: 'Failed to submit application',
  taskAssigned: 'Task assigned successfully! Check your tasks page to submit your solution.',
  /** The toast on the submission page the take opens, where "check your tasks page" misleads. */
  takenHere: 'Mission taken. Upload your work below, then submit it.',
  workSlotTaken: 'You already have a task in progress. Submit it before taking another.',
  alreadyTaken: 'This task has already been taken.',
  /** A `requires_vetted` mission and an operator no admin has vetted: the take's 403 and the card's reason. */
  vettedOnly: 'Only operators vetted by an admin can take this mission.',
  missionNotFound: 'Mission not found',
  blockedBy: (title: string) =>
    `You already have a task in progress ("${title}"). Submit it before taking another.`,
  applyBlockedDefault: 'You cannot take another task until your assigned task is submitted.',
  search: 'Search',
  searchPlaceholder: 'Search tasks by title, description or tag',
  skillsFilter: 'Skills',
  skillsFilterPlaceholder: 'All listed skills must match',
  minReward: 'Min reward',
  maxReward: 'Max reward',
  empty: 'No tasks match your search',
  emptyHint:
    'Try other words or clear the filters. New tasks appear here as soon as they are posted.',
  selectMission: 'Select a task to see its details',
  takeTask: 'Take This Task',
  confirmTitle: 'Take this task?',
  confirmCommitment: (deadline: string | null) =>
    deadline
      ? `By taking this task you agree to deliver your solution by ${deadline}.`
      : 'By taking this task you agree to deliver your solution by its deadline.',
  confirmConsequences:
    'Missing the deadline may bring a fine and reduced reliability on your record.',
  confirmTake: 'I agree, take it',
  cancel: 'Cancel',
  noDeadline: 'No deadline',
  reward: 'Reward',
  deadline: 'Deadline',
  successChance: 'Success chance',
  /** In place of a chance when the viewer has no skills on file. */
  noSkillsOnFile: 'Add your skills to see it',
  chanceNeedsSkills: 'Add your skills to see your chance of success',
  subtasks: 'Subtasks',
  region: 'Region',
  postTask: 'Post a Task',
  /** Post a Marketplace Task (/create-task). */
  createTitle: 'Post a Marketplace Task',
  createSubtitle: 'Describe the work; it appears in the Marketplace for operators to take.',
  titleLabel: 'Title',
  descriptionLabel: 'Description',
  difficultyLabel: 'Difficulty',
  difficulty: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
  estimatedHoursLabel: 'Estimated hours',
  skillsLabel: 'Skills',
  skillsHint: 'Comma separated, e.g. python, react',
  rewardCreditsLabel: 'Reward (credits)',
  submitTask: 'Post Task',
  titleAndDescriptionRequired: 'Title and description are required',
  rewardCreditsInvalid: 'Reward credits must be a number of at least 0',
  failedToCreate: 'Failed to create task',
  taskPosted: 'Task posted! View it in the Marketplace.',
  signInToPost: 'Please sign in to post a task.',
  completeOnboardingToPost: 'Complete onboarding to post a task in the Marketplace.',
} as const;
