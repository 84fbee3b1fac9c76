import { COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmModal } from '../../system/components/ConfirmModal';
import { RowAction } from '../../system/components/RowAction';

const TEXTS = COMPANIES_CONSOLE_TEXTS.companiesTab;

/** Delete, after a confirmation that says what goes with it (spec 03: confirmations required). */
export function ConfirmDeleteButton({
  title,
  body,
  confirmLabel,
  busy,
  onConfirm,
  iconOnly,
  testId,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  iconOnly: boolean;
  testId: string;
}) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <RowAction
        label={TEXTS.delete}
        icon={<IconTrash size={14} />}
        color="red"
        iconOnly={iconOnly}
        onClick={modal.open}
        testId={testId}
      />
      <ConfirmModal
        opened={opened}
        onClose={modal.close}
        title={title}
        cancelLabel={TEXTS.cancel}
        confirmLabel={confirmLabel}
        confirmColor="red"
        confirmIcon={<IconTrash size={16} />}
        busy={busy}
        onConfirm={onConfirm}
        confirmTestId="confirm-delete"
      >
        <Text size="sm">{body}</Text>
      </ConfirmModal>
    </>
  );
}
