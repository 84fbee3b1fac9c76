import { MESSAGES, SHELL_TEXTS } from '@morphic/contracts';
import { Anchor, Modal, Text } from '@mantine/core';
import { AppLink } from '../../../lib/navigation/AppLink';
import { LoginForm } from './LoginForm';

/**
 * The sign-in dialog. Its body is a sequence of steps; this issue has the credentials step.
 * Register mode, the authenticator-code step and "Choose Your Session" are further steps
 * rendered here, chosen from what `LoginForm` reports back.
 */
export function SignInDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={SHELL_TEXTS.signIn}
      centered
      radius="md"
      size="sm"
      overlayProps={{ backgroundOpacity: 0.55, blur: 3 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <LoginForm onSignedIn={onClose} />
      <Text size="sm" c="dimmed" ta="center" mt="lg">
        New to Morphic?{' '}
        <Anchor component={AppLink} href="/join" onClick={onClose} fw={600}>
          {MESSAGES.joinGenesisCohort}
        </Anchor>
      </Text>
    </Modal>
  );
}
