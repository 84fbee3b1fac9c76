import { TIMINGS_MS } from '@morphic/contracts';

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The search as sent: trimmed, inner runs of spaces collapsed. */
export const normaliseSearch = (text: string): string => text.trim().replace(/\s+/g, ' ');

/**
 * Settles a typed search after a quiet period (400 ms, spec 02): each keystroke restarts the
 * wait, and only a changed search is reported.
 */
export function createSearchDebouncer(
  onSettle: (search: string) => void,
  initial = '',
  delayMs: number = TIMINGS_MS.marketplaceSearchDebounce,
  timers: Timers = realTimers,
) {
  let settled = normaliseSearch(initial);
  let pending: unknown = null;
  const cancel = (): void => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return {
    push(text: string): void {
      cancel();
      pending = timers.setTimeout(() => {
        pending = null;
        const next = normaliseSearch(text);
        if (next === settled) return;
        settled = next;
        onSettle(next);
      }, delayMs);
    },
    cancel,
  };
}
