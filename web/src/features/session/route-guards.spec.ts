import type { SessionUser } from '@morphic/contracts';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { setToken } from '../../lib/token-store';
import {
  AccessDeniedError,
  type GuardArgs,
  SignInRequiredError,
  type SignedOutView,
  isGuardAnswer,
  requireCompanyRep,
  requireRole,
  requireRoleElseLanding,
  requireSignIn,
} from './route-guards';
import { sessionUserKey } from './session-actions';

const founder = { id: 'op-founder', role: 'founder', roles: ['founder'] } as SessionUser;
const operator = { id: 'op-ada', role: 'operator', roles: ['operator'] } as SessionUser;
const rep = {
  id: 'rep-1',
  role: 'operator',
  roles: ['operator'],
  type: 'company_rep',
} as SessionUser;

/** A layout's guard arguments for a visitor opening a page that names `pageView`, if any. */
function signedInAs(user: SessionUser | null, pageView?: SignedOutView): GuardArgs {
  const queryClient = new QueryClient();
  setToken(user ? `token-of-${user.id}` : null);
  if (user) queryClient.setQueryData(sessionUserKey, user);
  return {
    context: { queryClient },
    matches: [{ staticData: {} }, { staticData: pageView ? { signedOutView: pageView } : {} }],
  };
}

const accessDeniedView: SignedOutView = { title: 'Access Denied', testId: 'access-denied' };

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
  const guard = (args: GuardArgs) => requireRoleElseLanding(['admin', 'founder'], args);

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

describe('requireRole (the _console and _validation layouts)', () => {
  const guard = (args: GuardArgs) => requireRole(['founder', 'validator'], args);

  it('shows Access Denied to a user without the role', async () => {
    const thrown = await refusal(guard(signedInAs(operator)));
    expect(thrown).toBeInstanceOf(AccessDeniedError);
  });

  it('sends a signed-out visitor to the landing page when the page names no sign-in view', async () => {
    await expect(refusal(guard(signedInAs(null)))).resolves.toEqual({ redirectedTo: '/' });
  });

  it("asks a signed-out visitor to sign in, in place, in the page's words when it names them", async () => {
    const thrown = await refusal(guard(signedInAs(null, accessDeniedView)));
    expect(thrown).toEqual(new SignInRequiredError(accessDeniedView));
    expect((thrown as SignInRequiredError).view).toBe(accessDeniedView);
  });
});

describe('requireSignIn (the _signedIn layout)', () => {
  it('lets any signed-in user in', async () => {
    await expect(requireSignIn(signedInAs(operator))).resolves.toEqual({ user: operator });
  });

  it('asks a signed-out visitor to sign in with the generic words by default', async () => {
    const thrown = await refusal(requireSignIn(signedInAs(null)));
    expect(thrown).toBeInstanceOf(SignInRequiredError);
    expect((thrown as SignInRequiredError).view).toEqual({});
  });

  it("uses the view of the page being opened (the last match), not the layout's", async () => {
    const thrown = await refusal(requireSignIn(signedInAs(null, accessDeniedView)));
    expect((thrown as SignInRequiredError).view).toBe(accessDeniedView);
  });
});

describe('requireCompanyRep (the _company layout)', () => {
  it('lets a company representative in', async () => {
    await expect(requireCompanyRep(signedInAs(rep))).resolves.toEqual({ user: rep });
  });

  it('shows Access Denied to an operator, naming the company representative', async () => {
    const thrown = await refusal(requireCompanyRep(signedInAs(operator)));
    expect(thrown).toEqual(new AccessDeniedError(['company representative']));
    expect((thrown as AccessDeniedError).roles).toEqual(['company representative']);
  });

  it('asks a signed-out visitor to sign in, in place', async () => {
    await expect(refusal(requireCompanyRep(signedInAs(null)))).resolves.toBeInstanceOf(
      SignInRequiredError,
    );
  });
});

describe('isGuardAnswer', () => {
  it("tells a guard's answer, shown in place, from a failure to report", () => {
    expect(isGuardAnswer(new AccessDeniedError(['founder']))).toBe(true);
    expect(isGuardAnswer(new SignInRequiredError({}))).toBe(true);
    expect(isGuardAnswer(new Error('the server answered 500'))).toBe(false);
  });
});
