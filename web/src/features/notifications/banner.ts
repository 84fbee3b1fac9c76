import { SHELL_TEXTS, type Notification } from '@morphic/contracts';

/**
 * The banner shows the first high-priority notification whose type was not dismissed, whose
 * task, if it asks for one, is not done yet, and whose link is not the page the user is on.
 */
export function pickBannerNotification(
  notifications: readonly Notification[],
  dismissedTypes: ReadonlySet<string>,
  currentPath?: string,
): Notification | null {
  return (
    notifications.find(
      (notification) =>
        notification.priority === 'high' &&
        !notification.resolved &&
        !dismissedTypes.has(notification.type) &&
        notification.action_url !== currentPath,
    ) ?? null
  );
}

/**
 * The banner's button: "Complete Now" where the notification asks for something, "View" where
 * it only informs, none without a link.
 */
export function bannerActionLabel(notification: Notification): string | null {
  if (!notification.action_url) return null;
  return notification.task ? SHELL_TEXTS.completeNow : SHELL_TEXTS.view;
}

/** Reads the stored list of dismissed notification types; anything malformed reads as none. */
export function parseDismissedTypes(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}
