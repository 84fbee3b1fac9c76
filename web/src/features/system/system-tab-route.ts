import { RouteError } from '../session/components/RouteError';
import { SystemTabLoading } from './components/SystemTabLoading';

/** How long a tab may take before its skeleton shows. */
export const SYSTEM_TAB_PENDING_MS = 150;

/**
 * What every /system tab route shows in the tab's panel besides the tab: the skeleton while
 * its code or data loads (after a short wait, so a tab loaded ahead on hover opens without
 * one) and, when its loader failed, the failure with a Retry.
 */
export const SYSTEM_TAB_ROUTE = {
  pendingComponent: SystemTabLoading,
  pendingMs: SYSTEM_TAB_PENDING_MS,
  errorComponent: RouteError,
} as const;
