import { notifications } from '@mantine/notifications';

export interface Toast {
  readonly message: string;
  readonly color: 'teal' | 'green' | 'red' | 'gray';
  readonly title?: string;
}

/**
 * One toast at a time: a new one replaces whatever is on screen or waiting, so the steps of a
 * flow (signed in, task taken, file uploaded...) never pile up over the page.
 */
export function showToast({ message, color, title }: Toast): void {
  notifications.clean();
  notifications.show({ message, color, title, 'data-testid': 'toast' });
}
