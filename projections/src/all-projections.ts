import { accountsProjection } from './accounts/projection';
import { adminUploadsProjection } from './admin-uploads/projection';
import { algorithmConfigProjection } from './algorithm-config/projection';
import { assignmentsProjection } from './assignments/projection';
import { auditLogProjection } from './audit-log/projection';
import { companiesProjection } from './companies/projection';
import { companyReputationProjection } from './company-reputation/projection';
import { companyTaskJiraProjection } from './company-task-jira/projection';
import { missionsProjection } from './missions/projection';
import { notificationsProjection } from './notifications/projection';
import { onboardingProjection } from './onboarding/projection';
import { internalThreadsProjection } from './internal-threads/projection';
import { jiraAccountsProjection } from './jira-accounts/projection';
import { onboardingTasksProjection } from './onboarding-tasks/projection';
import { passwordResetTokensProjection } from './password-reset-tokens/projection';
import { predictionOutcomesProjection } from './prediction-outcomes/projection';
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
  jiraAccountsProjection,
  companyReputationProjection,
  companyTaskJiraProjection,
  adminUploadsProjection,
  auditLogProjection,
  predictionOutcomesProjection,
  algorithmConfigProjection,
];
