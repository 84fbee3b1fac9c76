import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { boxesOverlap, isFormField } from './toast-placement';
import classes from './ToastOutlet.module.css';

/** Each shown toast (a Mantine notification is an alert), wherever it is placed. */
const TOASTS = '[data-toasts] [role="alert"]';

/**
 * Where toasts appear: top right, below the header. A toast gives way to a form field the user
 * turns to underneath it, so it never hides what is being typed.
 */
export function ToastOutlet() {
  useEffect(() => {
    const giveWay = (event: FocusEvent) => {
      if (!isFormField(event.target)) return;
      const field = event.target.getBoundingClientRect();
      const covering = [...document.querySelectorAll(TOASTS)].some((toast) =>
        boxesOverlap(toast.getBoundingClientRect(), field),
      );
      if (covering) notifications.clean();
    };
    document.addEventListener('focusin', giveWay);
    return () => document.removeEventListener('focusin', giveWay);
  }, []);
  return (
    <Notifications
      position="top-right"
      zIndex={1100}
      classNames={{ root: classes.toasts }}
      data-toasts
    />
  );
}
