import { MESSAGES, type Role, SHELL_TEXTS } from '@morphic/contracts';
import { Alert, Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { Navigate, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { errorText } from '../../../lib/api-client';
import { useSession } from '../hooks/useSession';
import { userHasAnyRole } from '../roles';

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
      return (
        <Center py={80}>
          <Stack align="center" gap="xs">
            <Loader />
            <Text c="dimmed" size="sm">
              {SHELL_TEXTS.loading}
            </Text>
          </Stack>
        </Center>
      );
    case 'error':
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={MESSAGES.somethingWentWrong}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorText(session.error, MESSAGES.somethingWentWrong)}</Text>
            <Button size="xs" variant="light" color="red" onClick={session.retry}>
              Retry
            </Button>
          </Stack>
        </Alert>
      );
    case 'authenticated':
      return userHasAnyRole(session.user, roles) ? children : <AccessDenied roles={roles} />;
  }
}
