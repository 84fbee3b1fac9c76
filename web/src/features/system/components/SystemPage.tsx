import type { SystemTab } from '../system-tabs';
import { SystemConsole } from './SystemConsole';

/** /system: the admin console (its route lets in admins and founders only). */
export function SystemPage(props: { tab: SystemTab; onTabChange: (tab: SystemTab) => void }) {
  return <SystemConsole {...props} />;
}
