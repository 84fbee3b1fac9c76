import {
  AdminResetPasswordRequestSchema,
  OPERATORS_CONSOLE_TEXTS,
  type AdminOperator,
} from '@morphic/contracts';
import { PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { operatorsAdminApi } from '../../../../lib/api/clients';
import { FormError } from '../../../../lib/forms/FormError';
import { schemaForm } from '../../../../lib/forms/schema-form';
import { DialogFooter } from './DialogFooter';
import { OperatorDialog, type OperatorDialogProps } from './OperatorDialog';
import { useOperatorForm } from './useOperatorCommand';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;

function ResetPasswordForm({
  operator,
  onClose,
}: {
  operator: AdminOperator;
  onClose: () => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    ...schemaForm(AdminResetPasswordRequestSchema),
  });
  const reset = useOperatorForm(form, {
    mutationFn: (body) =>
      operatorsAdminApi.adminResetOperatorPassword({ params: { id: operator.id }, body }),
    fallback: OPERATORS_CONSOLE_TEXTS.failedToResetPassword,
    says: ({ message }) => message,
    done: onClose,
  });
  return (
    <form onSubmit={reset.onSubmit} noValidate data-testid="operator-reset-password-form">
      <Stack gap="sm">
        <FormError message={reset.error} testId="operator-reset-password-error" />
        <Text size="sm" c="dimmed">
          {TEXTS.resetPasswordHint}
        </Text>
        <PasswordInput
          label={TEXTS.newPassword}
          withAsterisk
          autoComplete="new-password"
          data-autofocus
          data-testid="operator-reset-password-input"
          {...form.getInputProps('password')}
        />
        <DialogFooter
          onCancel={onClose}
          busy={reset.busy}
          label={TEXTS.resetPassword}
          icon={<IconKey size={16} />}
          color="orange"
          testId="operator-reset-password-save"
        />
      </Stack>
    </form>
  );
}

/** Reset password: a non-empty new password; the operator is signed out everywhere. */
export function ResetPasswordDialog({
  operator,
  opened,
  onClose,
}: OperatorDialogProps<AdminOperator>) {
  return (
    <OperatorDialog
      title={TEXTS.resetPasswordTitle(operator.handle)}
      opened={opened}
      onClose={onClose}
    >
      <ResetPasswordForm operator={operator} onClose={onClose} />
    </OperatorDialog>
  );
}
