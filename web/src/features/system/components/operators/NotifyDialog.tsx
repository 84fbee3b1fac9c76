import {
  AdminNotifyOperatorRequestSchema,
  OPERATORS_CONSOLE_TEXTS,
  type AdminOperator,
} from '@morphic/contracts';
import { Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { operatorsAdminApi } from '../../../../lib/api/clients';
import { FormError } from '../../../../lib/forms/FormError';
import { schemaForm } from '../../../../lib/forms/schema-form';
import { DialogFooter } from './DialogFooter';
import { OperatorDialog, type OperatorDialogProps } from './OperatorDialog';
import { useOperatorForm } from './useOperatorCommand';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;

function NotifyForm({ operator, onClose }: { operator: AdminOperator; onClose: () => void }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: '', message: '' },
    ...schemaForm(AdminNotifyOperatorRequestSchema),
  });
  const send = useOperatorForm(form, {
    mutationFn: (body) =>
      operatorsAdminApi.adminNotifyOperator({ params: { id: operator.id }, body }),
    fallback: OPERATORS_CONSOLE_TEXTS.failedToSend,
    says: ({ message }) => message,
    done: onClose,
  });
  return (
    <form onSubmit={send.onSubmit} noValidate data-testid="operator-notify-form">
      <Stack gap="sm">
        <FormError message={send.error} testId="operator-notify-error" />
        <TextInput
          label={TEXTS.notifyTitleField}
          withAsterisk
          data-autofocus
          data-testid="operator-notify-title"
          {...form.getInputProps('title')}
        />
        <Textarea
          label={TEXTS.notifyMessageField}
          withAsterisk
          autosize
          minRows={3}
          data-testid="operator-notify-message"
          {...form.getInputProps('message')}
        />
        <DialogFooter
          onCancel={onClose}
          busy={send.busy}
          label={TEXTS.send}
          icon={<IconSend size={16} />}
          testId="operator-notify-send"
        />
      </Stack>
    </form>
  );
}

/** Notify: a title and a message, to this operator's notifications. */
export function NotifyDialog({ operator, opened, onClose }: OperatorDialogProps<AdminOperator>) {
  return (
    <OperatorDialog title={TEXTS.notifyTitle(operator.handle)} opened={opened} onClose={onClose}>
      <NotifyForm operator={operator} onClose={onClose} />
    </OperatorDialog>
  );
}
