import { MESSAGES, SHELL_TEXTS } from '@morphic/contracts';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSession } from '../hooks/useSession';
import { useSignInDialog } from '../hooks/useSignInDialog';
import { SessionLoadError, SessionLoading } from './SessionStates';

/** Asks a signed-out visitor to sign in, in place (the page shows once they have). */
function PleaseSignIn() {
  const signIn = useSignInDialog();
  return (
    <Center py={80} data-testid="sign-in-required">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="violet">
          <IconLogin2 size={28} />
        </ThemeIcon>
        <Title order={2}>{SHELL_TEXTS.signIn}</Title>
        <Text c="dimmed">{MESSAGES.loginRequired}</Text>
        <Button onClick={signIn.open} mt="sm">
          {SHELL_TEXTS.signIn}
        </Button>
      </Stack>
    </Center>
  );
}

/** Shows its children to any signed-in user (pages that need a login, not a role). */
export function SignInRequired({ children }: { children: ReactNode }) {
  const session = useSession();
  switch (session.status) {
    case 'anonymous':
      return <PleaseSignIn />;
    case 'loading':
      return <SessionLoading />;
    case 'error':
      return <SessionLoadError error={session.error} retry={session.retry} />;
    case 'authenticated':
      return children;
  }
}
