import { assignmentsPushHandlers } from './features/assignments/push-handlers';
import { internalMessagesPushHandlers } from './features/internal-messages/push-handlers';
import { marketplacePushHandlers } from './features/marketplace/push-handlers';
import { notificationsPushHandlers } from './features/notifications/push-handlers';
import { onboardingPushHandlers } from './features/onboarding/push-handlers';
import { sessionPushHandlers } from './features/session/push-handlers';
import { settingsPushHandlers } from './features/settings/push-handlers';
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
  validationPushHandlers,
  internalMessagesPushHandlers,
];
