import { assignmentsPushHandlers } from './features/assignments/push-handlers';
import { adminListsPushHandlers } from './features/system/admin-lists-push-handlers';
import { companyWorkPushHandlers } from './features/company-work/push-handlers';
import { companyDashboardPushHandlers } from './features/company-dashboard/push-handlers';
import { internalMessagesPushHandlers } from './features/internal-messages/push-handlers';
import { marketplacePushHandlers } from './features/marketplace/push-handlers';
import { notificationsPushHandlers } from './features/notifications/push-handlers';
import { onboardingPushHandlers } from './features/onboarding/push-handlers';
import { operatorAnalysisPushHandlers } from './features/operator-analysis/push-handlers';
import { sessionPushHandlers } from './features/session/push-handlers';
import { settingsPushHandlers } from './features/settings/push-handlers';
import { systemHealthPushHandlers } from './features/system-health/push-handlers';
import { validationPushHandlers } from './features/validation/push-handlers';
import type { PushHandlers } from './lib/realtime/push-handlers';

/** What each feature does with the pushed messages; the realtime connection runs them in order. */
export const PUSH_HANDLERS: readonly PushHandlers[] = [
  sessionPushHandlers,
  settingsPushHandlers,
  notificationsPushHandlers,
  assignmentsPushHandlers,
  onboardingPushHandlers,
  marketplacePushHandlers,
  companyWorkPushHandlers,
  validationPushHandlers,
  internalMessagesPushHandlers,
  companyDashboardPushHandlers,
  operatorAnalysisPushHandlers,
  systemHealthPushHandlers,
  adminListsPushHandlers,
];
