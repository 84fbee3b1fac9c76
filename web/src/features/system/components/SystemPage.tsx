import { RoleGuard } from '../../session/components/RoleGuard';
import type { SystemTab } from '../system-tabs';
import { SystemConsole } from './SystemConsole';

const CONSOLE_ROLES = ['admin', 'founder'] as const;

/** /system for admins and founders (the server enforces the same). */
export function SystemPage(props: { tab: SystemTab; onTabChange: (tab: SystemTab) => void }) {
  return (
    <RoleGuard roles={CONSOLE_ROLES}>
      <SystemConsole {...props} />
    </RoleGuard>
  );
}
