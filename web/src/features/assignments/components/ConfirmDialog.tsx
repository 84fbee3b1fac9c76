import { ASSIGNMENT_TEXTS } from '@morphic/contracts';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Asks before a step that cannot simply be undone; the confirm button is `confirm-<name>`. */
export function ConfirmDialog({
  name,
  opened,
  title,
  body,
  confirmLabel,
  color = 'red',
  loading,
  onConfirm,
  onClose,
}: {
  name: string;
  opened: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  color?: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => !loading && onClose()}
      title={<Text fw={700}>{title}</Text>}
      centered
      radius="lg"
      data-testid={`confirm-dialog-${name}`}
    >
      <Text size="sm">{body}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {ASSIGNMENT_TEXTS.cancel}
        </Button>
        <Button color={color} loading={loading} onClick={onConfirm} data-testid={`confirm-${name}`}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
