import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';

/** Asks before a consequential action (spec 03: confirmations required); Cancel closes it. */
export function ConfirmModal({
  opened,
  onClose,
  title,
  children,
  cancelLabel,
  confirmLabel,
  confirmColor,
  confirmIcon,
  busy,
  onConfirm,
  confirmTestId,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will happen. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmColor: string;
  confirmIcon: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  confirmTestId: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          color={confirmColor}
          leftSection={confirmIcon}
          loading={busy}
          onClick={onConfirm}
          data-testid={confirmTestId}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
