import { SHELL_TEXTS } from '@morphic/contracts';
import { Button, Group, Text } from '@mantine/core';
import { IconMask } from '@tabler/icons-react';
import { useImpersonation } from '../hooks/useImpersonation';
import { useSession } from '../hooks/useSession';
import { displayName } from '../user-display';

export function ImpersonationBanner() {
  const impersonation = useImpersonation();
  const { user } = useSession();
  if (!impersonation.active) return null;
  const name = impersonation.name ?? (user ? displayName(user) : 'another user');

  return (
    <Group
      justify="center"
      gap="md"
      px="md"
      py={8}
      bg="orange.6"
      c="white"
      data-testid="impersonation-banner"
      role="status"
    >
      <Group gap={8} wrap="nowrap">
        <IconMask size={18} />
        <Text size="sm" fw={600}>
          {SHELL_TEXTS.impersonating(name)}
        </Text>
      </Group>
      <Button
        size="compact-sm"
        variant="white"
        color="orange"
        loading={impersonation.stopping}
        onClick={() => void impersonation.stop()}
      >
        {SHELL_TEXTS.stopImpersonating}
      </Button>
    </Group>
  );
}
