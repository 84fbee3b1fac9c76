import { MESSAGES, type Role, SHELL_TEXTS } from '@morphic/contracts';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Navigate, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../hooks/useSession';
import { userHasAnyRole } from '../roles';
import { SessionLoadError, SessionLoading } from './SessionStates';

function AccessDenied({ roles }: { roles: readonly Role[] }) {
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

/**
 * Shows its children only to a signed-in user holding one of `roles`. Signed out: back to
 * the landing page. Wrong role: Access Denied. (The server enforces the same rule.)
 */
export function RoleGuard({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const session = useSession();

  switch (session.status) {
    case 'anonymous':
      return <Navigate to="/" replace />;
    case 'loading':
      return <SessionLoading />;
    case 'error':
      return <SessionLoadError error={session.error} retry={session.retry} />;
    case 'authenticated':
      return userHasAnyRole(session.user, roles) ? children : <AccessDenied roles={roles} />;
  }
}
