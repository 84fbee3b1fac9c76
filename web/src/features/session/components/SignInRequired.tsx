import { MESSAGES, SHELL_TEXTS } from '@morphic/contracts';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSession } from '../hooks/useSession';
import { useSignInDialog } from '../hooks/useSignInDialog';
import { SessionLoadError, SessionLoading } from './SessionStates';

interface SignedOutView {
  /** The heading: 'Sign In' by default; the account screens say 'Access Denied' (spec 01). */
  readonly title?: string;
  /** Why the page needs a sign-in; the generic 'Please sign in' by default. */
  readonly message?: string;
  readonly testId?: string;
}

/** Asks a signed-out visitor to sign in, in place (the page shows once they have). */
function PleaseSignIn({
  title = SHELL_TEXTS.signIn,
  message = MESSAGES.loginRequired,
  testId = 'sign-in-required',
}: SignedOutView) {
  const signIn = useSignInDialog();
  return (
    <Center py={80} data-testid={testId}>
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="violet">
          <IconLogin2 size={28} />
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{message}</Text>
        <Button onClick={signIn.open} mt="sm" data-testid={`${testId}-sign-in`}>
          {SHELL_TEXTS.signIn}
        </Button>
      </Stack>
    </Center>
  );
}

/** Shows its children to any signed-in user (pages that need a login, not a role). */
export function SignInRequired({
  children,
  ...signedOut
}: SignedOutView & { children: ReactNode }) {
  const session = useSession();
  switch (session.status) {
    case 'anonymous':
      return <PleaseSignIn {...signedOut} />;
    case 'loading':
      return <SessionLoading />;
    case 'error':
      return <SessionLoadError error={session.error} retry={session.retry} />;
    case 'authenticated':
      return children;
  }
}
