import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../features/session/components/RouteError';
import { type GuardedContext, requireSignIn } from '../features/session/route-guards';

// The pages any signed-in user may open (routes/_signedIn/): a signed-out visitor is asked to
// sign in, in place, in the words of the page's `staticData.signedOutView`.
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: (args): Promise<GuardedContext> => requireSignIn(args),
  errorComponent: RouteError,
});
