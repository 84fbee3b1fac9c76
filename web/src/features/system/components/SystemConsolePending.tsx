import { useRouterState } from '@tanstack/react-router';
import { useSession } from '../../session/hooks/useSession';
import { userHasAnyRole } from '../../session/roles';
import { SessionLoading } from '../../session/components/SessionStates';
import { CONSOLE_ROLES } from '../access';
import { systemTabAt } from '../system-tabs';
import { SystemConsole } from './SystemConsole';
import { SystemTabLoading } from './SystemTabLoading';

/**
 * /system while its guard or the tab it opens loads (the router shows the console's frame only
 * once the whole address has loaded): the frame with the tab's skeleton for a user the console
 * lets in, the session's loading state for anyone else, who sees nothing of the console.
 */
export function SystemConsolePending() {
  const { user } = useSession();
  const tab = useRouterState({ select: (state) => systemTabAt(state.location.pathname) });
  if (!userHasAnyRole(user, CONSOLE_ROLES)) return <SessionLoading />;
  return (
    <SystemConsole tab={tab}>
      <SystemTabLoading />
    </SystemConsole>
  );
}
