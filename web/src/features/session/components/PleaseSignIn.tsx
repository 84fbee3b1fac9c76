import { MESSAGES, SHELL_TEXTS } from '@morphic/contracts';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useSignInDialog } from '../hooks/useSignInDialog';
import type { SignedOutView } from '../route-guards';

/** Asks a signed-out visitor to sign in, in place (the page shows once they have). */
export function PleaseSignIn({
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
