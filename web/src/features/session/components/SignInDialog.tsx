import { MESSAGES, SIGN_IN_TEXTS, type SessionUser } from '@morphic/contracts';
import { Modal } from '@mantine/core';
import { showToast } from '../../../lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ForgotPasswordDialog } from '../../password-reset/components/ForgotPasswordDialog';
import { RegisterForm } from '../../registration/components/RegisterForm';
import { establishSession } from '../session-actions';
import { SignInPanel } from './SignInPanel';

type DialogMode = 'login' | 'register';

/**
 * The Sign In dialog: login mode (credentials, authenticator code, session choice) and
 * register mode, toggled by a link; switching remounts the mode, which clears its form and
 * strength result. 'Forgot password?' hands over to the reset dialog.
 */
export function SignInDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<DialogMode>('login');
  const [forgot, setForgot] = useState<{ opened: boolean; email: string }>({
    opened: false,
    email: '',
  });

  const closeForgot = useCallback(
    () => setForgot((current) => ({ ...current, opened: false })),
    [],
  );

  const registered = (token: string, user: SessionUser) => {
    establishSession(queryClient, { token, user });
    showToast({ message: MESSAGES.loginSuccess, color: 'teal' });
    onClose();
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        // The dialog opens in login mode again, once it has faded out.
        onExitTransitionEnd={() => setMode('login')}
        title={mode === 'login' ? SIGN_IN_TEXTS.signInTitle : MESSAGES.joinGenesisCohort}
        centered
        radius="md"
        size={mode === 'login' ? 'sm' : 'md'}
        overlayProps={{ backgroundOpacity: 0.55, blur: 3 }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
        data-testid="signin-dialog"
      >
        {mode === 'login' ? (
          <SignInPanel
            onSignedIn={onClose}
            onRegister={() => setMode('register')}
            onLeave={onClose}
            onForgotPassword={(typed) => {
              onClose();
              setForgot({ opened: true, email: typed.includes('@') ? typed : '' });
            }}
          />
        ) : (
          <RegisterForm onRegistered={registered} onSwitchToLogin={() => setMode('login')} />
        )}
      </Modal>
      <ForgotPasswordDialog
        opened={forgot.opened}
        initialEmail={forgot.email}
        onClose={closeForgot}
      />
    </>
  );
}
