import { ACCOUNT_SETTINGS_TEXTS } from '@morphic/contracts';
import { Alert, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

const T = ACCOUNT_SETTINGS_TEXTS.deleteAccount;

/**
 * Asks for confirmation, then says plainly that deletion is not available yet and how to get
 * it done. Nothing is sent to the server (spec 01 section 2.10).
 */
export function DeleteAccountCard() {
  const [step, setStep] = useState<'idle' | 'confirm' | 'unavailable'>('idle');
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
      data-testid="settings-delete"
    >
      <Group gap="xs" mb={4}>
        <IconTrash size={18} color="var(--mantine-color-red-6)" />
        <Text fw={700} c="red">
          {T.title}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {T.text}
      </Text>
      <Button
        color="red"
        variant="outline"
        onClick={() => setStep('confirm')}
        data-testid="delete-account"
        style={{ alignSelf: 'flex-start' }}
      >
        {T.button}
      </Button>

      <Modal
        opened={step === 'confirm'}
        onClose={() => setStep('idle')}
        title={<Text fw={700}>{T.confirmTitle}</Text>}
        centered
      >
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {T.confirmText}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setStep('idle')}
              data-testid="delete-account-cancel"
            >
              {T.cancel}
            </Button>
            <Button
              color="red"
              onClick={() => setStep('unavailable')}
              data-testid="delete-account-confirm"
            >
              {T.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={step === 'unavailable'}
        onClose={() => setStep('idle')}
        title={<Text fw={700}>{T.unavailableTitle}</Text>}
        centered
      >
        <Stack gap="md" data-testid="delete-account-unavailable">
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {T.unavailableText}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={() => setStep('idle')} data-testid="delete-account-close">
              {T.close}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
