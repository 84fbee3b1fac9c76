import {
  MESSAGES,
  SIGN_IN_TEXTS,
  type AccountType,
  type CompanySessionResponse,
  type SessionUser,
} from '@morphic/contracts';

/** A session a login produced: what `establishSession` keeps. */
export interface IssuedSession {
  readonly token: string;
  readonly user: SessionUser;
}

/** A failed call: its HTTP status (null: no answer) and the server's `error`, if any. */
export interface LoginFailure {
  readonly kind: 'failed';
  readonly status: number | null;
  readonly error: string | null;
}

/** What the operator login (POST /api/auth/login) answered. */
export type OperatorAttempt =
  | {
      readonly kind: 'session';
      readonly session: IssuedSession;
      /** Whether a company account uses the operator's email (the company login may succeed). */
      readonly companyAccount: boolean;
    }
  | {
      readonly kind: 'setup';
      readonly otpauthUri: string;
      readonly secret: string;
      readonly message: string;
    }
  | { readonly kind: 'code'; readonly error: string }
  | LoginFailure;

/** What the company login (POST /api/company-reps/login) answered. */
export type CompanyAttempt =
  | { readonly kind: 'session'; readonly session: IssuedSession }
  | { readonly kind: 'blocked'; readonly reason: string }
  | LoginFailure;

/** What the company's own account login (POST /api/companies/login) answered. */
export type CompanyAccountAttempt =
  { readonly kind: 'session'; readonly session: CompanySessionResponse } | LoginFailure;

/** One way to continue on the 'Choose Your Session' card. */
export interface SessionChoice {
  /** User sessions only: a company's own session goes to /join/company to add a representative. */
  readonly type: Exclude<AccountType, 'company'>;
  /** Null for a blocked choice: it is shown, disabled, with its reason. */
  readonly session: IssuedSession | null;
  readonly blockedReason: string | null;
}

export type SignInOutcome =
  | { readonly kind: 'signed-in'; readonly session: IssuedSession }
  | { readonly kind: 'choose'; readonly choices: readonly SessionChoice[] }
  | { readonly kind: 'error'; readonly message: string };

/**
 * The company login's answer when it is not asked: the server said no company account uses the
 * operator's email, so it would only answer 401 (and the browser would log that).
 */
export const NO_COMPANY_ACCOUNT: CompanyAttempt = { kind: 'failed', status: 401, error: null };

/** Whether the company login is worth a request after this operator result. */
export const companyLoginWorthTrying = (operator: OperatorAttempt): boolean =>
  operator.kind !== 'session' || operator.companyAccount;

/**
 * Whether the company's own account (it adds representatives) is worth a request: what was typed
 * is an email, which is how a company signs in, and neither the operator nor the representative
 * login knew it (both answered 401).
 */
export const companyAccountWorthTrying = (
  typed: string,
  operator: OperatorAttempt,
  company: CompanyAttempt,
): boolean =>
  typed.includes('@') &&
  operator.kind === 'failed' &&
  operator.status === 401 &&
  company.kind === 'failed' &&
  company.status === 401;

/** A company account's refusal worth showing (a suspended company); a 401 stays silent. */
export function companyAccountError(attempt: CompanyAccountAttempt): string | null {
  if (attempt.kind !== 'failed' || attempt.status === 401) return null;
  if (attempt.status === null) return MESSAGES.networkError;
  return attempt.error ?? MESSAGES.loginFailed;
}

/** A company result of 403 or 423 is a blocked company session, with a reason. */
export function companyFailureOf(status: number | null, error: string | null): CompanyAttempt {
  if (status === 403 || status === 423) {
    return { kind: 'blocked', reason: error ?? SIGN_IN_TEXTS.companyAccessPending };
  }
  return { kind: 'failed', status, error };
}

/**
 * The company login is tried with the operator's email when the operator result supplied one
 * and what was typed was a username (no @); otherwise with what was typed.
 */
export function companyLoginIdentifier(typed: string, operator: OperatorAttempt): string {
  const login = typed.trim();
  if (!login.includes('@') && operator.kind === 'session' && operator.session.user.email) {
    return operator.session.user.email;
  }
  return login;
}

function operatorError(attempt: OperatorAttempt): string | null {
  if (attempt.kind !== 'failed') return null;
  if (attempt.status === null) return MESSAGES.networkError;
  if (attempt.status === 401) return attempt.error ?? MESSAGES.invalidCredentials;
  return attempt.error ?? MESSAGES.loginFailed;
}

/** A company 401 is silent: the account may just not be a company one. */
function companyError(attempt: CompanyAttempt): string | null {
  if (attempt.kind !== 'failed' || attempt.status === 401) return null;
  if (attempt.status === null) return MESSAGES.networkError;
  return SIGN_IN_TEXTS.companyLoginFailed(
    attempt.error ?? MESSAGES.invalidCredentials,
    attempt.status,
  );
}

/**
 * The combined outcome of spec 01 section 4: the usable sessions and the blocked company one
 * are the choices. One usable choice alone signs in directly; with another choice (usable or
 * blocked) the card asks; no usable one is an error: the blocked reason, else the first
 * server error collected, else 'Invalid credentials'.
 */
export function combineSignIn(operator: OperatorAttempt, company: CompanyAttempt): SignInOutcome {
  const choices: SessionChoice[] = [];
  if (operator.kind === 'session') {
    choices.push({ type: 'operator', session: operator.session, blockedReason: null });
  }
  if (company.kind === 'session') {
    choices.push({ type: 'company_rep', session: company.session, blockedReason: null });
  } else if (company.kind === 'blocked') {
    choices.push({ type: 'company_rep', session: null, blockedReason: company.reason });
  }
  const usable = choices.filter((choice) => choice.session !== null);
  const [only] = usable;
  if (!only?.session) {
    const blocked = choices.find((choice) => choice.blockedReason !== null);
    const message =
      blocked?.blockedReason ??
      operatorError(operator) ??
      companyError(company) ??
      MESSAGES.invalidCredentials;
    return { kind: 'error', message };
  }
  if (choices.length === 1) return { kind: 'signed-in', session: only.session };
  return { kind: 'choose', choices };
}

/** The card lists usable sessions first, the last role used at the top; blocked ones last. */
export function orderedChoices(
  choices: readonly SessionChoice[],
  lastRole: string | null,
): SessionChoice[] {
  const rank = (choice: SessionChoice) =>
    choice.session === null ? 2 : choice.type === lastRole ? 0 : 1;
  return [...choices].sort((a, b) => rank(a) - rank(b));
}
