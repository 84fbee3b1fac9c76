import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../features/session/components/RouteError';
import { type GuardedContext, requireRole } from '../features/session/route-guards';
import { VALIDATION_ROLES } from '../features/validation/access';

// The validation pages (routes/_validation/, spec 02 section 2): founders and validators; a
// signed-out visitor lands on the landing page, anyone else gets Access Denied.
export const Route = createFileRoute('/_validation')({
  beforeLoad: (args): Promise<GuardedContext> => requireRole(VALIDATION_ROLES, args),
  errorComponent: RouteError,
});
