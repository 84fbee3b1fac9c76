import { ACCOUNT_SETTINGS_TEXTS } from '@morphic/contracts';
import { Card, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { TwoFactorPanel } from '../../two-factor/components/TwoFactorPanel';

/** Two-factor authentication on or off (the two-factor feature's panel). */
export function TwoFactorCard() {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="settings-two-factor">
      <Group gap="xs" mb="sm">
        <IconShieldLock size={18} color="var(--mantine-color-violet-6)" />
        <Text fw={700}>{ACCOUNT_SETTINGS_TEXTS.twoFactor.title}</Text>
      </Group>
      <TwoFactorPanel />
    </Card>
  );
}
