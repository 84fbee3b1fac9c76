import type { Role } from '@morphic/contracts';
import type { SystemTab } from '../system-tabs';
import { SystemConsole } from './SystemConsole';

/** /system is for admins and founders (the route's guard; the server enforces the same). */
export const CONSOLE_ROLES: readonly Role[] = ['admin', 'founder'];

export function SystemPage(props: { tab: SystemTab; onTabChange: (tab: SystemTab) => void }) {
  return <SystemConsole {...props} />;
}
