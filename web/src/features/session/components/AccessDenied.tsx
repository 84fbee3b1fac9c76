import { MESSAGES, SHELL_TEXTS } from '@morphic/contracts';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';

/** A guard's answer to the wrong caller: who the page is for, and Go Back. */
export function AccessDenied({ roles }: { roles: readonly string[] }) {
  const router = useRouter();
  const goBack = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/' });
  };
  return (
    <Center py={80} data-testid="access-denied">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="red">
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={2}>{MESSAGES.accessDeniedTitle}</Title>
        <Text c="dimmed">{MESSAGES.accessDeniedForRoles(roles)}</Text>
        <Button variant="default" onClick={goBack} mt="sm">
          {SHELL_TEXTS.goBack}
        </Button>
      </Stack>
    </Center>
  );
}
