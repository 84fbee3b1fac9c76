/** Limits, timings and values the spec fixes. Every layer reads them from here. */

export const LIMITS = {
  passwordMinLength: 12,
  passwordStrengthValidScore: 70,
  passwordStrengthCheckFromLength: 3,
  ageMin: 13,
  ageMax: 120,
  codeLength: 6,
  verificationResendCooldownSeconds: 60,
  cvMaxBytes: 10 * 1024 * 1024,
  questionMaxLength: 2000,
  adminMessageMaxLength: 5000,
  openValidationJobsLimit: 20,
  cohortNameMax: 80,
  strengthMeterMaxIssues: 3,
  strengthMeterMaxTips: 2,
  autocompleteSuggestions: 15,
  assignmentIdShownLength: 8,
} as const;

export const TIMINGS_MS = {
  splashHold: 2000,
  splashSlide: 800,
  landingTypewriterPerChar: 40,
  signupTypewriterPerChar: 60,
  typewriterHold: 2500,
  forgotPasswordAutoClose: 3000,
  redirectAfterReset: 3000,
  redirectAfterVerification: 1200,
  redirectAfterCharacterReport: 2000,
  signupQuoteAutoAdvance: 2200,
  marketplaceSearchDebounce: 400,
  heroPhraseRotation: 3600,
  impersonationLifetime: 2 * 60 * 60 * 1000,
} as const;

/** Typewriter erases at twice the typing speed. */
export const typewriterEraseMs = (perCharMs: number): number => perCharMs / 2;

export const LANDING_PARTICLES = {
  desktop: 300,
  narrow: 150,
  narrowBreakpointPx: 768,
  reducedMotion: 100,
  minimum: 100,
  frameCostBudgetMs: 24,
  frameCostWindow: 60,
  connectionDistancePx: 120,
} as const;

export const LAYOUT = {
  maxContentWidthPx: 960,
} as const;

export const LANDING_PHRASES = [
  'Fixing the AI employment crisis',
  'Democratising and Incentivising Innovation',
  'THE WORLD IS YOURS',
] as const;

export const DEFAULT_REWARD_ASSET = 'USD';
export const DEFAULT_REWARD_CREDITS = 100;
export const DEFAULT_ESTIMATED_HOURS = '4-8 hours';
