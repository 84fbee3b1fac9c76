import type { Role, SessionUser } from '@morphic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type StaticDataRouteOption } from '@tanstack/react-router';
import { getToken } from '../../lib/token-store';
import { userHasAnyRole } from './roles';
import { sessionUserQuery } from './session-query';

/** How a page that needs a sign-in asks for one (spec 01: some pages say 'Access Denied'). */
export interface SignedOutView {
  /** The heading: 'Sign In' by default. */
  readonly title?: string;
  /** Why the page needs a sign-in; the generic 'Please sign in' by default. */
  readonly message?: string;
  readonly testId?: string;
}

/** Thrown by a guard: the route's error component asks the visitor to sign in, in place. */
export class SignInRequiredError extends Error {
  constructor(readonly view: SignedOutView) {
    super('Sign-in required');
    this.name = 'SignInRequiredError';
  }
}

/** Thrown by a guard: the route's error component shows Access Denied with Go Back. */
export class AccessDeniedError extends Error {
  /** Who the page is for, as the message names them (roles, or "company representative"). */
  constructor(readonly roles: readonly string[]) {
    super('Access denied');
    this.name = 'AccessDeniedError';
  }
}

/** A guard's answer, which the route's error component shows in place: not a failure. */
export function isGuardAnswer(error: unknown): boolean {
  return error instanceof SignInRequiredError || error instanceof AccessDeniedError;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * How this page asks a signed-out visitor to sign in, when the guard of its layout route
     * asks (the generic 'Please sign in' otherwise).
     */
    readonly signedOutView?: SignedOutView;
  }
}

/**
 * What a layout route's `beforeLoad` gets that its guard reads. The layout calls its guard as
 * `beforeLoad: (args): Promise<GuardedContext> => requireX(args)`: the spelled-out return type
 * keeps the route's type from depending on the type of `matches`, which includes the route
 * itself.
 */
export interface GuardArgs {
  readonly context: { readonly queryClient: QueryClient };
  /** The matched routes, the layout's first and the page's last. */
  readonly matches: readonly { readonly staticData: StaticDataRouteOption }[];
}

/** The signed-out view the page being opened asks for, if it names one. */
export function pageSignedOutView(matches: GuardArgs['matches']): SignedOutView | undefined {
  return matches.at(-1)?.staticData.signedOutView;
}

/** The guard's answer, added to the route context: the page renders only for this user. */
export interface GuardedContext {
  readonly user: SessionUser;
}

async function signedInUser(queryClient: QueryClient): Promise<SessionUser | null> {
  const token = getToken();
  return token ? queryClient.ensureQueryData(sessionUserQuery(token)) : null;
}

/**
 * The signed-in user, for the loader of a page open to everyone: null when signed out or when
 * the session cannot be read (the page shows that itself, so the loader must not fail on it).
 */
export function signedInUserIfAny(queryClient: QueryClient): Promise<SessionUser | null> {
  return signedInUser(queryClient).catch(() => null);
}

/**
 * The guard of the layout of the pages any signed-in user may open: a signed-out visitor is
 * asked to sign in, in place, in the words of the page's `staticData.signedOutView`, and the
 * page itself never renders for them.
 */
export async function requireSignIn({ context, matches }: GuardArgs): Promise<GuardedContext> {
  const user = await signedInUser(context.queryClient);
  if (!user) throw new SignInRequiredError(pageSignedOutView(matches) ?? {});
  return { user };
}

/**
 * The guard of the layout of role pages (spec 01 role-guard wrapper): signed out goes to the
 * landing page, or is asked to sign in in place when the page names a
 * `staticData.signedOutView`; a wrong role gets Access Denied. The server enforces the same
 * rule.
 */
export async function requireRole(
  roles: readonly Role[],
  { context, matches }: GuardArgs,
): Promise<GuardedContext> {
  const user = await signedInUser(context.queryClient);
  if (!user) {
    const view = pageSignedOutView(matches);
    if (view) throw new SignInRequiredError(view);
    throw redirect({ to: '/', replace: true });
  }
  if (!userHasAnyRole(user, roles)) throw new AccessDeniedError(roles);
  return { user };
}

/**
 * The guard of the layouts whose visitors without the role land on the landing page (spec 01
 * route table: /system and /tasks), signed out or not: no Access Denied, and nothing thrown
 * that the page would report.
 */
export async function requireRoleElseLanding(
  roles: readonly Role[],
  { context }: GuardArgs,
): Promise<GuardedContext> {
  const user = await signedInUser(context.queryClient);
  if (!user || !userHasAnyRole(user, roles)) throw redirect({ to: '/', replace: true });
  return { user };
}

/**
 * The guard of the company representative's pages (spec 02): a signed-out visitor is asked to
 * sign in in place; anyone else gets Access Denied. The server enforces the same rule.
 */
export async function requireCompanyRep({ context }: GuardArgs): Promise<GuardedContext> {
  const user = await signedInUser(context.queryClient);
  if (!user) throw new SignInRequiredError({});
  if (user.type !== 'company_rep') throw new AccessDeniedError(['company representative']);
  return { user };
}
