import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../features/session/components/RouteError';
import { type GuardedContext, requireRoleElseLanding } from '../features/session/route-guards';
import { CONSOLE_ROLES } from '../features/system/access';

// Spec 01's route table: /tasks (routes/_consoleElseLanding/) is for admins and founders, and
// everyone else lands on the landing page, as from /system (whose own layout, routes/system.tsx,
// carries the same guard for its tabs).
export const Route = createFileRoute('/_consoleElseLanding')({
  beforeLoad: (args): Promise<GuardedContext> => requireRoleElseLanding(CONSOLE_ROLES, args),
  errorComponent: RouteError,
});
