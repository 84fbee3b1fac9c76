import type { SessionUser } from '@morphic/contracts';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { setToken } from '../../lib/token-store';
import {
  AccessDeniedError,
  SignInRequiredError,
  isGuardAnswer,
  requireRole,
  requireRoleElseLanding,
} from './route-guards';
import { sessionUserKey } from './session-actions';

const founder = { id: 'op-founder', role: 'founder', roles: ['founder'] } as SessionUser;
const operator = { id: 'op-ada', role: 'operator', roles: ['operator'] } as SessionUser;

function signedInAs(user: SessionUser | null): { context: { queryClient: QueryClient } } {
  const queryClient = new QueryClient();
  setToken(user ? `token-of-${user.id}` : null);
  if (user) queryClient.setQueryData(sessionUserKey, user);
  return { context: { queryClient } };
}

/** Where the guard sent the visitor, or what it threw otherwise. */
async function refusal(guard: Promise<unknown>): Promise<unknown> {
  try {
    await guard;
  } catch (thrown) {
    return isRedirect(thrown) ? { redirectedTo: thrown.options.to } : thrown;
  }
  throw new Error('the guard let the visitor in');
}

afterEach(() => setToken(null));

describe('requireRoleElseLanding (/system, /tasks)', () => {
  const guard = requireRoleElseLanding(['admin', 'founder']);

  it('lets a user with the role in and hands the page the user', async () => {
    await expect(guard(signedInAs(founder))).resolves.toEqual({ user: founder });
  });

  it('sends a user without the role to the landing page, not to Access Denied', async () => {
    await expect(refusal(guard(signedInAs(operator)))).resolves.toEqual({ redirectedTo: '/' });
  });

  it('sends a signed-out visitor to the landing page', async () => {
    await expect(refusal(guard(signedInAs(null)))).resolves.toEqual({ redirectedTo: '/' });
  });
});

describe('requireRole (other role pages)', () => {
  it('shows Access Denied to a user without the role', async () => {
    const thrown = await refusal(requireRole(['founder', 'validator'])(signedInAs(operator)));
    expect(thrown).toBeInstanceOf(AccessDeniedError);
  });
});

describe('isGuardAnswer', () => {
  it("tells a guard's answer, shown in place, from a failure to report", () => {
    expect(isGuardAnswer(new AccessDeniedError(['founder']))).toBe(true);
    expect(isGuardAnswer(new SignInRequiredError({}))).toBe(true);
    expect(isGuardAnswer(new Error('the server answered 500'))).toBe(false);
  });
});
