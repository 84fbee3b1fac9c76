import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

export interface OperatorDialogProps<Operator> {
  readonly operator: Operator;
  readonly opened: boolean;
  readonly onClose: () => void;
}

/** A dialog of the operator actions menu: its form mounts (fresh) each time it opens. */
export function OperatorDialog({
  title,
  opened,
  onClose,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      {opened && children}
    </Modal>
  );
}
