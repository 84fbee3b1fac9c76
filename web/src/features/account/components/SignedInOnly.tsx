import { MESSAGES, SHELL_TEXTS } from '@morphic/contracts';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SessionLoadError, SessionLoading } from '../../session/components/SessionStates';
import { useSession } from '../../session/hooks/useSession';
import { useSignInDialog } from '../../session/hooks/useSignInDialog';

/** The account screens' answer to a signed-out visitor (spec 01: else 'Access Denied'). */
function AccessDeniedSignedOut() {
  const signIn = useSignInDialog();
  return (
    <Center py={80} data-testid="access-denied">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="red">
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={2}>{MESSAGES.accessDeniedTitle}</Title>
        <Text c="dimmed">{MESSAGES.loginRequired}</Text>
        <Button onClick={signIn.open} mt="sm" data-testid="access-denied-sign-in">
          {SHELL_TEXTS.signIn}
        </Button>
      </Stack>
    </Center>
  );
}

/** Shows its children to any signed-in user; signed out, Access Denied with a way to sign in. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  switch (session.status) {
    case 'anonymous':
      return <AccessDeniedSignedOut />;
    case 'loading':
      return <SessionLoading />;
    case 'error':
      return <SessionLoadError error={session.error} retry={session.retry} />;
    case 'authenticated':
      return children;
  }
}
