import { useCallback, useState } from 'react';
import { storage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { parseDismissedTypes } from '../banner';

/** Notification types whose banner the user dismissed, kept in localStorage. */
export function useDismissedNotificationTypes(): {
  dismissed: ReadonlySet<string>;
  dismiss: (type: string) => void;
} {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(
    () => new Set(parseDismissedTypes(storage.get(STORAGE_KEYS.dismissedNotificationTypes))),
  );
  const dismiss = useCallback((type: string) => {
    setDismissed((current) => {
      const next = new Set(current).add(type);
      storage.set(STORAGE_KEYS.dismissedNotificationTypes, JSON.stringify([...next]));
      return next;
    });
  }, []);
  return { dismissed, dismiss };
}
