import type { Role, SessionUser } from '@morphic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
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

interface GuardArgs {
  readonly context: { readonly queryClient: QueryClient };
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
 * `beforeLoad` for pages any signed-in user may open: a signed-out visitor is asked to sign
 * in, in place, and the page itself never renders for them.
 */
export function requireSignIn(view: SignedOutView = {}) {
  return async ({ context }: GuardArgs): Promise<GuardedContext> => {
    const user = await signedInUser(context.queryClient);
    if (!user) throw new SignInRequiredError(view);
    return { user };
  };
}

/**
 * `beforeLoad` for role pages (spec 01 role-guard wrapper): signed out goes to the landing
 * page (or, with `signedOut`, is asked to sign in in place); a wrong role gets Access Denied.
 * The server enforces the same rule.
 */
export function requireRole(roles: readonly Role[], signedOut?: SignedOutView) {
  return async ({ context }: GuardArgs): Promise<GuardedContext> => {
    const user = await signedInUser(context.queryClient);
    if (!user) {
      if (signedOut) throw new SignInRequiredError(signedOut);
      throw redirect({ to: '/', replace: true });
    }
    if (!userHasAnyRole(user, roles)) throw new AccessDeniedError(roles);
    return { user };
  };
}

/**
 * `beforeLoad` for the pages whose visitors without the role land on the landing page (spec 01
 * route table: /system and /tasks), signed out or not: no Access Denied, and nothing thrown
 * that the page would report.
 */
export function requireRoleElseLanding(roles: readonly Role[]) {
  return async ({ context }: GuardArgs): Promise<GuardedContext> => {
    const user = await signedInUser(context.queryClient);
    if (!user || !userHasAnyRole(user, roles)) throw redirect({ to: '/', replace: true });
    return { user };
  };
}

/**
 * `beforeLoad` for the company representative's pages (spec 02): a signed-out visitor is asked
 * to sign in in place; anyone else gets Access Denied. The server enforces the same rule.
 */
export function requireCompanyRep() {
  return async ({ context }: GuardArgs): Promise<GuardedContext> => {
    const user = await signedInUser(context.queryClient);
    if (!user) throw new SignInRequiredError({});
    if (user.type !== 'company_rep') throw new AccessDeniedError(['company representative']);
    return { user };
  };
}
