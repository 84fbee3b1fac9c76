import { SIGN_UP_TEXTS } from '@morphic/contracts';
import { Loader } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useSession } from '../../session/hooks/useSession';
import {
  ALREADY_SIGNED_IN,
  initialWorkerStep,
  nextWorkerStep,
  type WorkerStep,
} from '../worker-steps';
import classes from './Signup.module.css';
import { SignupShell } from './SignupShell';
import { AlreadySignedIn } from './worker/AlreadySignedIn';
import { FirstMissionStep } from './worker/FirstMissionStep';
import { IdentityStep } from './worker/IdentityStep';
import { NodeActivatedStep } from './worker/NodeActivatedStep';
import { QuoteStep } from './worker/QuoteStep';
import { WelcomeStep } from './worker/WelcomeStep';

const TEXTS = SIGN_UP_TEXTS.worker;

function StepDots({ step }: { step: WorkerStep }) {
  return (
    <div className={classes.steps} aria-hidden="true">
      {[0, 1, 2, 3].map((dot) => (
        <span key={dot} className={classes.stepDot} data-active={step >= dot} />
      ))}
    </div>
  );
}

function Steps({ start }: { start: WorkerStep }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<WorkerStep>(start);
  const advance = useCallback(() => setStep((current) => nextWorkerStep(current)), []);
  const goHome = useCallback(() => void navigate({ to: '/' }), [navigate]);

  return (
    <>
      {step >= 0 && step <= 3 && <StepDots step={step} />}
      {step === -1 && (
        <QuoteStep
          quote={TEXTS.introQuote}
          author={TEXTS.introAuthor}
          onDone={advance}
          testId="worker-intro-quote"
        />
      )}
      {step === 0 && <WelcomeStep onBegin={advance} />}
      {step === 1 && <IdentityStep />}
      {step === 2 && <NodeActivatedStep onContinue={advance} />}
      {step === 3 && <FirstMissionStep onFinish={advance} />}
      {step === 4 && (
        <QuoteStep
          quote={TEXTS.closingQuote}
          author={TEXTS.closingAuthor}
          onDone={goHome}
          testId="worker-closing-quote"
        />
      )}
    </>
  );
}

function WorkerSignupBody({ requestedStep }: { requestedStep: WorkerStep | undefined }) {
  const session = useSession();
  if (session.status === 'loading') return <Loader color="violet" />;
  const start = initialWorkerStep(requestedStep, session.status === 'authenticated');
  if (start === ALREADY_SIGNED_IN) {
    return session.user ? <AlreadySignedIn user={session.user} /> : <Loader color="violet" />;
  }
  return <Steps start={start} />;
}

/** /join/worker: the operator sign-up, from the intro quote to the closing quote. */
export function WorkerSignup({ requestedStep }: { requestedStep: WorkerStep | undefined }) {
  return (
    <SignupShell
      testId="worker-signup"
      link={{ href: '/join', label: SIGN_UP_TEXTS.backToJoin, testId: 'worker-back' }}
    >
      <WorkerSignupBody requestedStep={requestedStep} />
    </SignupShell>
  );
}
