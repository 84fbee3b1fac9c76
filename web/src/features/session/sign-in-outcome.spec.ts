import { MESSAGES, SIGN_IN_TEXTS, type SessionUser } from '@morphic/contracts';
import {
  NO_COMPANY_ACCOUNT,
  combineSignIn,
  companyAccountError,
  companyAccountWorthTrying,
  companyFailureOf,
  companyLoginIdentifier,
  companyLoginWorthTrying,
  orderedChoices,
  type CompanyAttempt,
  type IssuedSession,
  type OperatorAttempt,
} from './sign-in-outcome';

const session = (type: 'operator' | 'company_rep', email = 'ada@example.com'): IssuedSession => ({
  token: `${type}-token`,
  user: { id: `${type}-1`, type, email, username: 'ada' } as SessionUser,
});
const operatorIn = {
  kind: 'session',
  session: session('operator'),
  companyAccount: true,
} as const satisfies OperatorAttempt;
const companyIn: CompanyAttempt = { kind: 'session', session: session('company_rep') };
const failed = (status: number | null, error: string | null = null) =>
  ({ kind: 'failed', status, error }) as const;

describe('sign-in outcome rules (spec 01 section 4)', () => {
  it('asks the company login only when it may succeed: no request, and no logged 401, otherwise', () => {
    expect(companyLoginWorthTrying(operatorIn)).toBe(true);
    expect(companyLoginWorthTrying({ ...operatorIn, companyAccount: false })).toBe(false);
    expect(companyLoginWorthTrying(failed(401, 'Invalid credentials'))).toBe(true);
    expect(combineSignIn({ ...operatorIn, companyAccount: false }, NO_COMPANY_ACCOUNT)).toEqual({
      kind: 'signed-in',
      session: operatorIn.session,
    });
  });

  it('tries the company login with the operator email when a username was typed', () => {
    expect(companyLoginIdentifier(' ada ', operatorIn)).toBe('ada@example.com');
    expect(companyLoginIdentifier('Ada@Work.io', operatorIn)).toBe('Ada@Work.io');
    expect(companyLoginIdentifier('ada', failed(401, 'Invalid credentials'))).toBe('ada');
  });

  it('signs in directly with the one usable session', () => {
    expect(combineSignIn(operatorIn, failed(401, 'Invalid credentials'))).toEqual({
      kind: 'signed-in',
      session: operatorIn.session,
    });
    expect(combineSignIn(failed(401, 'Invalid credentials'), companyIn)).toEqual({
      kind: 'signed-in',
      session: companyIn.session,
    });
  });

  it('asks which session to continue with when both are usable', () => {
    expect(combineSignIn(operatorIn, companyIn)).toEqual({
      kind: 'choose',
      choices: [
        { type: 'operator', session: operatorIn.session, blockedReason: null },
        { type: 'company_rep', session: companyIn.session, blockedReason: null },
      ],
    });
  });

  it('counts a company 403 or 423 as a blocked choice with its reason, shown disabled', () => {
    expect(companyFailureOf(423, 'Company access suspended.')).toEqual({
      kind: 'blocked',
      reason: 'Company access suspended.',
    });
    expect(companyFailureOf(403, null)).toEqual({
      kind: 'blocked',
      reason: SIGN_IN_TEXTS.companyAccessPending,
    });
    expect(companyFailureOf(500, 'Boom')).toEqual(failed(500, 'Boom'));
    expect(combineSignIn(operatorIn, companyFailureOf(423, null))).toEqual({
      kind: 'choose',
      choices: [
        { type: 'operator', session: operatorIn.session, blockedReason: null },
        { type: 'company_rep', session: null, blockedReason: 'Company access pending approval.' },
      ],
    });
  });

  it('alerts the blocked reason when the blocked session is the only one', () => {
    expect(combineSignIn(failed(401, 'Invalid credentials'), companyFailureOf(423, null))).toEqual({
      kind: 'error',
      message: 'Company access pending approval.',
    });
  });

  it('with no session, shows the first server error collected, else Invalid credentials', () => {
    expect(combineSignIn(failed(401, null), failed(401, 'Invalid credentials'))).toEqual({
      kind: 'error',
      message: MESSAGES.invalidCredentials,
    });
    expect(combineSignIn(failed(429, 'Too many attempts.'), failed(401, 'x'))).toEqual({
      kind: 'error',
      message: 'Too many attempts.',
    });
    expect(combineSignIn(failed(500, null), failed(401, null)).kind).toBe('error');
    expect(combineSignIn(failed(500, null), failed(401, null))).toEqual({
      kind: 'error',
      message: MESSAGES.loginFailed,
    });
    // A company 401 stays silent; its other failures add their error and status.
    expect(combineSignIn(failed(401, null), failed(500, 'Database down'))).toEqual({
      kind: 'error',
      message: MESSAGES.invalidCredentials,
    });
    expect(combineSignIn({ kind: 'code', error: 'x' }, failed(503, 'Database down'))).toEqual({
      kind: 'error',
      message: 'Database down (503)',
    });
    expect(combineSignIn({ kind: 'code', error: 'x' }, failed(500, null))).toEqual({
      kind: 'error',
      message: 'Invalid credentials (500)',
    });
  });

  it('says the network failed when nothing answered', () => {
    expect(combineSignIn(failed(null), failed(null))).toEqual({
      kind: 'error',
      message: MESSAGES.networkError,
    });
  });

  it('lists the last role used first, and a blocked session last', () => {
    const outcome = combineSignIn(operatorIn, companyIn);
    if (outcome.kind !== 'choose') throw new Error('expected the choice card');
    expect(orderedChoices(outcome.choices, 'company_rep').map((c) => c.type)).toEqual([
      'company_rep',
      'operator',
    ]);
    expect(orderedChoices(outcome.choices, null).map((c) => c.type)).toEqual([
      'operator',
      'company_rep',
    ]);
    const blocked = combineSignIn(operatorIn, companyFailureOf(423, null));
    if (blocked.kind !== 'choose') throw new Error('expected the choice card');
    expect(orderedChoices(blocked.choices, 'company_rep').map((c) => c.type)).toEqual([
      'operator',
      'company_rep',
    ]);
  });

  it('tries the company’s own account only for an email neither login knew', () => {
    const unknown = failed(401, 'Invalid credentials');
    expect(companyAccountWorthTrying('hello@northwind.example', unknown, failed(401))).toBe(true);
    expect(companyAccountWorthTrying('hello', unknown, failed(401))).toBe(false);
    expect(companyAccountWorthTrying('hello@northwind.example', unknown, failed(500))).toBe(false);
    expect(companyAccountWorthTrying('a@b.c', failed(429, 'Too many'), failed(401))).toBe(false);
    expect(companyAccountWorthTrying('a@b.c', unknown, companyFailureOf(423, null))).toBe(false);
  });

  it('shows a company account’s refusal, but not its 401', () => {
    expect(companyAccountError(failed(401))).toBeNull();
    expect(companyAccountError(failed(403, SIGN_IN_TEXTS.companySuspended))).toBe(
      SIGN_IN_TEXTS.companySuspended,
    );
    expect(companyAccountError(failed(null))).toBe(MESSAGES.networkError);
  });
});
