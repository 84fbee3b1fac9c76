import { SIGN_UP_TEXTS } from '@morphic/contracts';
import { verificationModeOf, type VerificationSearch } from '../verification-mode';
import { SignupShell } from './SignupShell';
import { ResetWithToken } from './verification/ResetWithToken';
import { SignUpVerification } from './verification/SignUpVerification';
import { VerifyOnly } from './verification/VerifyOnly';

/** /email-verification: sign-up verification, verify only, or password reset (spec 01 2.7). */
export function EmailVerificationPage({ search }: { search: VerificationSearch }) {
  const mode = verificationModeOf(search);
  return (
    <SignupShell
      testId="email-verification-page"
      link={{ href: '/join', label: SIGN_UP_TEXTS.backToJoin, testId: 'verification-back' }}
    >
      {mode.kind === 'signup' && <SignUpVerification />}
      {mode.kind === 'verify' && <VerifyOnly email={mode.email} redirect={mode.redirect} />}
      {mode.kind === 'reset' && <ResetWithToken uid={mode.uid} token={mode.token} />}
    </SignupShell>
  );
}
