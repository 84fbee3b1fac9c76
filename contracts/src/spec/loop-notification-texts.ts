/** How many characters of an admin's reply its notification quotes. */
export const REPLY_NOTIFICATION_PREVIEW_LENGTH = 120;

/**
 * Notifications the work loop raises by itself (type mission or message, priority medium, so
 * never the banner). The decision notifications are in VALIDATION_TEXTS.
 */
export const LOOP_NOTIFICATION_TEXTS = {
  missionMatchTitle: 'New mission matching your skills',
  /** `reward` as formatReward writes it ("$260", "50 credits"). */
  missionMatchMessage: (title: string, reward: string) =>
    `"${title}" is open in the marketplace, reward ${reward}.`,
  replyTitle: 'New reply from the admins',
} as const;
