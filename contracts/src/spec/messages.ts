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
  loggedOut: 'Signed out',
  loginSuccess: 'Login successful',
} as const;
