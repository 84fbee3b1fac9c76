/** Texts of onboarding (spec 02 sections 2, 3, 4 and 8; spec 03 "bypass onboarding"). */
export const ONBOARDING_TEXTS = {
  // Spec 02 section 8, word for word.
  failedToFetch: 'Failed to fetch onboarding tasks',
  failedToLoad: 'Failed to load onboarding tasks',
  networkErrorDropping: 'Network error dropping skill',
  assignmentNotReady: 'Assignment not ready',
  // Spec 03 section 8, word for word.
  failedToBypass: 'Failed to bypass onboarding',

  // Server answers the spec does not word.
  skillNotFound: 'Skill not found in your onboarding',
  /** Retry of a failed onboarding task whose skill is passed, dropped, blocked by an admin, or done with. */
  retryNotNeeded: 'This skill needs no new onboarding task',
  /** The answer to a retried onboarding task: a new task, never the failed one again. */
  retriedWithNewTask: 'A new onboarding task is assigned to you for this skill.',
  onlyBlockedSkillDropped: 'Only a blocked skill (all of its tasks failed) can be dropped',
  skillRequired: 'Please choose a skill to drop',
  skillDropped: (skill: string) => `${skill} was dropped from your onboarding`,
  skillDroppedCompleted: (skill: string) =>
    `${skill} was dropped from your onboarding. Onboarding complete: the Marketplace is open.`,
  operatorNotFound: 'Operator not found',
  bypassed: 'Onboarding bypassed: onboarding and character report marked completed',
  alreadyBypassed: 'Onboarding was already bypassed for this operator',

  // Screens.
  pageTitle: 'Onboarding',
  pageSubtitle:
    'Prove each skill of your character report with one onboarding task. Pass them all to open the Marketplace.',
  statusLabels: {
    completed: 'Completed',
    no_skills: 'No skills yet',
    'in progress': 'In progress',
  },
  progress: (passed: number, total: number) => `${passed} of ${total} skills passed`,
  droppedSkills: (skills: readonly string[]) => `Dropped: ${skills.join(', ')}`,
  skillBadge: { passed: 'Passed', inProgress: 'In progress', blocked: 'Blocked' },
  noTasksForSkill:
    'There is no onboarding task for this skill yet. You can drop it, or wait for one to be added.',
  exhaustedHint: 'Every task of this skill failed. Drop the skill to continue your onboarding.',
  blockedByAdminHint:
    'An admin blocked this skill: missions needing it cannot be taken. It does not hold your onboarding back.',
  blockedByAdmin: 'This skill was blocked by an admin and cannot be dropped',
  attempts: (count: number) => `${count} attempt${count === 1 ? '' : 's'}`,
  openTask: 'Open Task',
  difficulty: 'Difficulty',
  estimatedHours: 'Estimated time',
  reward: 'Reward',
  dropSkill: 'Drop Skill',
  dropConfirmTitle: (skill: string) => `Drop ${skill}?`,
  dropConfirmBody: (skill: string) =>
    `${skill} will no longer count towards your onboarding. You cannot undo this.`,
  dropConfirm: 'Drop it',
  cancel: 'Cancel',
  noSkillsTitle: 'No skills to validate yet',
  noSkillsBody:
    'Fill in your character report: each skill you list gets an onboarding task to prove it.',
  completedTitle: 'Onboarding complete',
  completedBody:
    'Your skills are validated. Take missions in the Marketplace and follow them in My Tasks.',
  founderWelcomeTitle: 'Welcome, founder',
  founderWelcomeBody:
    'Founders skip onboarding. The Marketplace, your tasks and the System console are open to you.',
  links: {
    marketplace: 'Marketplace',
    myTasks: 'My Tasks',
    profile: 'Profile',
    characterReport: 'Character Report',
  },
  notOperatorTitle: 'Onboarding is for operators',
  notOperatorBody:
    'Operators prove their skills here before taking missions. Your account has no onboarding.',
  skillsHeading: 'Your skills',
  linksHeading: 'Where to next',
} as const;
