import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../features/session/components/RouteError';
import { type GuardedContext, requireCompanyRep } from '../features/session/route-guards';

// The company representative's pages (routes/_company/, spec 02): a signed-out visitor is asked
// to sign in, in place; anyone else gets Access Denied.
export const Route = createFileRoute('/_company')({
  beforeLoad: (args): Promise<GuardedContext> => requireCompanyRep(args),
  errorComponent: RouteError,
});
