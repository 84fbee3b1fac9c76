import { accountsProjection } from './accounts/projection';
import { assignmentsProjection } from './assignments/projection';
import { companiesProjection } from './companies/projection';
import { credentialsProjection } from './credentials/projection';
import { missionsProjection } from './missions/projection';
import { notificationsProjection } from './notifications/projection';
import { onboardingProjection } from './onboarding/projection';
import { internalThreadsProjection } from './internal-threads/projection';
import { onboardingTasksProjection } from './onboarding-tasks/projection';
import { passwordResetTokensProjection } from './password-reset-tokens/projection';
import type { Projection } from './runtime/projection';
import { securityEventsProjection } from './security-events/projection';
import { sessionsProjection } from './sessions/projection';
import { settingsProjection } from './settings/projection';
import { validationJobsProjection } from './validation-jobs/projection';
import { workSlotsProjection } from './work-slots/projection';

/** Every read model of the platform, one projection each. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  settingsProjection,
  accountsProjection,
  credentialsProjection,
  sessionsProjection,
  companiesProjection,
  missionsProjection,
  workSlotsProjection,
  onboardingTasksProjection,
  notificationsProjection,
  securityEventsProjection,
  passwordResetTokensProjection,
  assignmentsProjection,
  validationJobsProjection,
  onboardingProjection,
  internalThreadsProjection,
];

export * from './runtime/projection';
export * from './runtime/runner';
export * from './runtime/notifier';
export * from './runtime/checkpoints';
export * from './runtime/rebuild';
export * from './runtime/read-model-snapshot';
export * from './runtime/progress-meter';
export * from './runtime/logger';
export * from './runtime/decode';
export * from './runtime/once-per-revision';
export * from './settings/views';
export * from './accounts/views';
export * from './notifications/views';
export * from './assignments/views';
export * from './missions/views';
export * from './internal-threads/views';
