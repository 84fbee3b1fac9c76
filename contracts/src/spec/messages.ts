/** User-facing texts from the spec, word for word. */
export const MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  loginFailed: 'Login failed',
  networkError: 'Network error. Please try again.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  authenticationRequired: 'Authentication required',
  accessDeniedTitle: 'Access Denied',
  accessDeniedForRoles: (roles: readonly string[]) =>
    `This page is only accessible to ${roles.join(' and ')} users.`,
  loginRequired: 'Please sign in to view this page.',
  companyAccessPending: 'Company access pending approval.',
  companyOnboardingPending: 'Company onboarding pending',
  failedToLoadSettings: 'Failed to load settings',
  failedToSetCohort: 'Failed to set cohort',
  failedToUpdateSetting: 'Failed to update setting',
  failedToLoadNotifications: 'Failed to load notifications',
  retry: 'Retry',
  systemOnline: 'System Online',
  systemOffline: 'System Offline',
  joinGenesisCohort: 'Join The Genesis Cohort',
  seeHowItWorks: 'See how it works',
  tagline: 'Empowering Humanity With AI',
  forbidden: 'You do not have permission to do this.',
  tokenInvalid: 'Your session has expired or is invalid. Please sign in again.',
  readModelsStalled:
    'The change was saved but the screens are still catching up. Refresh in a moment.',
  idempotencyKeyInFlight: 'A request with this Idempotency-Key is still being processed.',
  cohortSet: (name: string) => `Current cohort set to ${name}`,
  underConstructionSet: (enabled: boolean) =>
    enabled
      ? 'Tasks under construction notice enabled'
      : 'Tasks under construction notice disabled',
  settingsSaved: 'Settings saved',
  accountSuspended: 'Your account is suspended. Contact an administrator.',
  loggedOut: 'Signed out',
  loginSuccess: 'Login successful',
} as const;

/** Texts of the web shell: navigation, menus and banners (spec 01 section 2.2). */
export const SHELL_TEXTS = {
  productName: 'Morphic',
  loading: 'Loading...',
  signIn: 'Sign In',
  home: 'Home',
  homeMenu: { landing: 'Landing', manifesto: 'Manifesto', missions: 'Missions' },
  nav: {
    companyTasks: 'Company Tasks',
    submitTask: 'Submit Task',
    operators: 'Operators',
    notifications: 'Notifications',
    validations: 'Validations',
    execute: 'Execute',
    tasks: 'Tasks',
    marketplace: 'Marketplace',
    onboarding: 'Onboarding',
    systemManagement: 'System Management',
  },
  userMenu: { profile: 'Profile', settings: 'Settings', myTasks: 'My Tasks', signOut: 'Sign Out' },
  completeNow: 'Complete Now',
  /** The banner's button when the notification only informs (it asks for nothing). */
  view: 'View',
  dismiss: 'Dismiss',
  /** The accessible name of every dialog's and drawer's close (x) button. */
  close: 'Close',
  /** Said after a permission's name, for readers that do not see its badge struck through. */
  grant: { granted: ', granted', revoked: ', revoked' },
  stopImpersonating: 'Stop Impersonating',
  impersonating: (name: string) => `You are impersonating ${name}`,
  goBack: 'Go Back',
  tasksUnderConstructionTitle: 'Tasks under construction',
  tasksUnderConstructionMessage:
    'Missions and onboarding tasks are being prepared for your cohort. You can complete your profile in the meantime; we will notify you as soon as tasks open.',
} as const;

/** Texts of the landing page (spec 01 section 2.3). */
export const LANDING_TEXTS = {
  features: ['AI-guided tasks', 'Learn-to-earn', 'Democratised engineering'],
  osBannerTitle: 'The OS for Human Innovation',
  worldBannerTitle: 'THE WORLD IS YOURS',
  worldBannerLines: ['Go Build It', 'We Make It Easy'],
  nowEnrolling: (cohort: string) => `Now enrolling: ${cohort}`,
  copyright: '© 2025 Morphic. All rights reserved.',
} as const;

/** Texts of the System Management console (spec 03). */
export const SYSTEM_TEXTS = {
  title: 'System Management',
  settingsTab: 'Settings',
  /** Sidebar labels of the console's tabs (spec 03 "Sidebar tabs of /system"). */
  tabLabels: {
    home: 'Home',
    operators: 'Operators',
    companies: 'Companies',
    'company-reps': 'Company reps',
    tasks: 'Tasks',
    admins: 'Admins',
    validators: 'Validators',
    notifications: 'Notifications',
    'audit-logs': 'Audit logs',
    'security-logs': 'Security logs',
    'prediction-stats': 'Prediction stats',
    'system-health': 'System health',
    'reward-economy': 'Reward economy',
    scheduler: 'Scheduler',
    algorithms: 'Algorithms',
    'data-export': 'Data export',
    onboarding: 'Onboarding',
    'cluster-insights': 'Cluster insights',
    settings: 'Settings',
  },
  currentCohort: 'Current cohort',
  setCohort: 'Set Cohort',
  tasksUnderConstructionToggle: 'Show the "Tasks under construction" notice to operators',
} as const;
