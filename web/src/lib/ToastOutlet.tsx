import { Notifications } from '@mantine/notifications';

/** Where toasts appear: at the bottom, so a toast never covers the user menu or the banner. */
export function ToastOutlet() {
  return <Notifications position="bottom-right" zIndex={1100} />;
}
