import { MESSAGES, SIGN_IN_TEXTS } from '@morphic/contracts';
import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { TwoFactorCodeStep } from '../../two-factor/components/TwoFactorCodeStep';
import { useSignInFlow, type Credentials } from '../hooks/useSignInFlow';
import { ChooseSessionCard } from './ChooseSessionCard';
import { LoginForm } from './LoginForm';

/** Login mode of the Sign In dialog: credentials, the code step, or the session choice. */
export function SignInPanel({
  onSignedIn,
  onRegister,
  onForgotPassword,
  onLeave,
}: {
  onSignedIn: () => void;
  onRegister: () => void;
  onForgotPassword: (typed: string) => void;
  /** Following the /join link closes the dialog. */
  onLeave: () => void;
}) {
  const flow = useSignInFlow(onSignedIn);
  const [typed, setTyped] = useState<Credentials | null>(null);

  if (flow.step.kind === 'code') {
    return (
      <TwoFactorCodeStep
        setup={flow.step.setup}
        error={flow.error}
        busy={flow.busy}
        onSubmit={(code) => void flow.submitCode(code)}
        onBack={flow.restart}
      />
    );
  }
  if (flow.step.kind === 'choose') {
    return (
      <ChooseSessionCard
        choices={flow.step.choices}
        error={flow.error}
        onChoose={flow.choose}
        onCancel={flow.restart}
      />
    );
  }
  return (
    <>
      <LoginForm
        initial={typed}
        error={flow.error}
        busy={flow.busy}
        onSubmit={(credentials) => {
          setTyped(credentials);
          void flow.submitCredentials(credentials);
        }}
        onForgotPassword={onForgotPassword}
      />
      <Text size="sm" c="dimmed" ta="center" mt="lg">
        {SIGN_IN_TEXTS.newToMorphic}{' '}
        <Anchor
          component="button"
          type="button"
          fw={600}
          onClick={onRegister}
          data-testid="signin-to-register"
        >
          {SIGN_IN_TEXTS.createAccount}
        </Anchor>
      </Text>
      <Text size="sm" ta="center" mt={6}>
        <Anchor
          component={AppLink}
          href="/join"
          onClick={onLeave}
          fw={600}
          data-testid="signin-join"
        >
          {MESSAGES.joinGenesisCohort}
        </Anchor>
      </Text>
    </>
  );
}
