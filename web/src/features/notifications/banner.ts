import type { Notification } from '@morphic/contracts';

/** The banner shows the first high-priority notification whose type was not dismissed. */
export function pickBannerNotification(
  notifications: readonly Notification[],
  dismissedTypes: ReadonlySet<string>,
): Notification | null {
  return (
    notifications.find(
      (notification) => notification.priority === 'high' && !dismissedTypes.has(notification.type),
    ) ?? null
  );
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
