import { showToast } from './toast';
import { errorText } from './api-client';

/** A red toast for a failed command: the server's own text, titled with the screen's default. */
export function notifyFailure(error: unknown, fallback: string): void {
  const text = errorText(error, fallback);
  showToast({
    color: 'red',
    title: text === fallback ? undefined : fallback,
    message: text,
  });
}
