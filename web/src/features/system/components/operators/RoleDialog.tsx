import {
  OPERATORS_CONSOLE_TEXTS,
  parseRoles,
  type AdminOperator,
  type Role,
} from '@morphic/contracts';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { operatorsAdminApi } from '../../../../lib/api/clients';
import { DialogFooter } from './DialogFooter';
import { OperatorDialog, type OperatorDialogProps } from './OperatorDialog';
import { RoleCheckboxes } from './RoleCheckboxes';
import { useOperatorCommand } from './useOperatorCommand';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;

function RoleForm({ operator, onClose }: { operator: AdminOperator; onClose: () => void }) {
  // The stored roles (a founder named by FOUNDER_USERNAMES is not one by role).
  const [roles, setRoles] = useState<Role[]>(parseRoles(operator.role));
  const save = useOperatorCommand(
    () =>
      operatorsAdminApi.adminOperatorRole({
        params: { id: operator.id },
        body: { role: roles.join(',') },
      }),
    OPERATORS_CONSOLE_TEXTS.failedToUpdate,
    onClose,
  );
  return (
    <Stack gap="md">
      <RoleCheckboxes value={roles} onChange={setRoles} testId="operator-role" />
      <DialogFooter
        onCancel={onClose}
        busy={save.isPending}
        label={TEXTS.save}
        onAction={() => save.mutate()}
        testId="operator-role-save"
      />
    </Stack>
  );
}

/** Set role: the role checkboxes, keeping at least one. */
export function RoleDialog({ operator, opened, onClose }: OperatorDialogProps<AdminOperator>) {
  return (
    <OperatorDialog title={TEXTS.setRoleTitle(operator.handle)} opened={opened} onClose={onClose}>
      <RoleForm operator={operator} onClose={onClose} />
    </OperatorDialog>
  );
}
