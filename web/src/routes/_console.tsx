import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../features/session/components/RouteError';
import { type GuardedContext, requireRole } from '../features/session/route-guards';
import { CONSOLE_ROLES } from '../features/system/access';

// The console's pages outside /system's tabs (routes/_console/: the analysis pages /system links
// to, the dev outbox): the same roles as /system, but a wrong role gets Access Denied (spec 03's
// route table names founders only, as it does for /system; its admins reach them too).
export const Route = createFileRoute('/_console')({
  beforeLoad: (args): Promise<GuardedContext> => requireRole(CONSOLE_ROLES, args),
  errorComponent: RouteError,
});
