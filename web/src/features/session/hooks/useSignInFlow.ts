import { MESSAGES, SIGN_IN_TEXTS } from '@morphic/contracts';
import { showToast } from '../../../lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useJoinAsCompany } from '../../company-join/hooks/useJoinAsCompany';
import type { TwoFactorSetupOffer } from '../../two-factor/components/TwoFactorCodeStep';
import {
  attemptCompanyAccountLogin,
  attemptCompanyLogin,
  attemptOperatorLogin,
} from '../sign-in-attempts';
import { establishSession } from '../session-actions';
import {
  NO_COMPANY_ACCOUNT,
  combineSignIn,
  companyAccountError,
  companyAccountWorthTrying,
  companyLoginIdentifier,
  companyLoginWorthTrying,
  type IssuedSession,
  type OperatorAttempt,
  type SessionChoice,
} from '../sign-in-outcome';

export type SignInStep =
  | { readonly kind: 'credentials' }
  | { readonly kind: 'code'; readonly setup: TwoFactorSetupOffer | null }
  | { readonly kind: 'choose'; readonly choices: readonly SessionChoice[] };

export interface Credentials {
  readonly login: string;
  readonly password: string;
}

export interface SignInFlow {
  readonly step: SignInStep;
  readonly error: string | null;
  readonly busy: boolean;
  submitCredentials(credentials: Credentials): Promise<void>;
  submitCode(code: string): Promise<void>;
  choose(choice: SessionChoice): void;
  /** Back to the credentials (from the code step or the choice card). */
  restart(): void;
}

const CREDENTIALS: SignInStep = { kind: 'credentials' };

/**
 * The sign-in of spec 01 section 4: operator login first (with its two-factor step), then a
 * company login in all cases; one usable session signs in, two ask, none is an error. An email
 * neither knows may be a company's own account: it signs in to add a representative
 * (/join/company step 2), as at /join/company/link.
 */
export function useSignInFlow(onSignedIn: () => void): SignInFlow {
  const queryClient = useQueryClient();
  const joinAsCompany = useJoinAsCompany();
  const [step, setStep] = useState<SignInStep>(CREDENTIALS);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signInWith = (session: IssuedSession) => {
    establishSession(queryClient, session);
    showToast({ message: MESSAGES.loginSuccess, color: 'teal' });
    onSignedIn();
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      console.error('Sign-in failed unexpectedly', failure);
      setError(MESSAGES.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };

  /** The company login, then the combined outcome. */
  const finish = async ({ login, password }: Credentials, operator: OperatorAttempt) => {
    const company = companyLoginWorthTrying(operator)
      ? await attemptCompanyLogin(companyLoginIdentifier(login, operator), password)
      : NO_COMPANY_ACCOUNT;
    const outcome = combineSignIn(operator, company);
    if (outcome.kind === 'signed-in') return signInWith(outcome.session);
    if (outcome.kind === 'choose') return setStep({ kind: 'choose', choices: outcome.choices });
    if (companyAccountWorthTrying(login, operator, company)) {
      const account = await attemptCompanyAccountLogin(login.trim(), password);
      if (account.kind === 'session') {
        onSignedIn();
        return joinAsCompany(account.session);
      }
      setStep(CREDENTIALS);
      return setError(companyAccountError(account) ?? outcome.message);
    }
    setStep(CREDENTIALS);
    setError(outcome.message);
  };

  return {
    step,
    error,
    busy,
    submitCredentials: (typed) =>
      run(async () => {
        setCredentials(typed);
        const operator = await attemptOperatorLogin({
          username_or_email: typed.login,
          password: typed.password,
        });
        if (operator.kind === 'setup') {
          setStep({
            kind: 'code',
            setup: { otpauthUri: operator.otpauthUri, secret: operator.secret },
          });
          return;
        }
        if (operator.kind === 'code') return setStep({ kind: 'code', setup: null });
        await finish(typed, operator);
      }),
    submitCode: (code) =>
      run(async () => {
        if (!credentials) return setStep(CREDENTIALS);
        const operator = await attemptOperatorLogin({
          username_or_email: credentials.login,
          password: credentials.password,
          code,
        });
        if (operator.kind === 'code') return setError(operator.error);
        if (operator.kind === 'setup') return setError(SIGN_IN_TEXTS.invalidOrMissingCode);
        if (operator.kind === 'failed' && operator.status !== 401) {
          return setError(
            operator.status === null
              ? MESSAGES.networkError
              : (operator.error ?? SIGN_IN_TEXTS.verificationFailed),
          );
        }
        await finish(credentials, operator);
      }),
    choose: (choice) => {
      if (choice.session) return signInWith(choice.session);
      setError(choice.blockedReason ?? SIGN_IN_TEXTS.unableToCompleteSignIn);
    },
    restart: () => {
      setStep(CREDENTIALS);
      setError(null);
    },
  };
}
