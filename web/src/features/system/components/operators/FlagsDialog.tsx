import {
  OPERATOR_FLAG_NAMES,
  OPERATORS_CONSOLE_TEXTS,
  type AdminOperatorFull,
  type OperatorFlags,
} from '@morphic/contracts';
import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { operatorsAdminApi } from '../../../../lib/api/clients';
import { DialogFooter } from './DialogFooter';
import { OperatorDialog, type OperatorDialogProps } from './OperatorDialog';
import { useOperatorCommand } from './useOperatorCommand';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;

function FlagsForm({ operator, onClose }: { operator: AdminOperatorFull; onClose: () => void }) {
  const [flags, setFlags] = useState<Required<OperatorFlags>>(
    () =>
      Object.fromEntries(
        OPERATOR_FLAG_NAMES.map((flag) => [flag, operator[flag]]),
      ) as Required<OperatorFlags>,
  );
  const changed = Object.fromEntries(
    OPERATOR_FLAG_NAMES.filter((flag) => flags[flag] !== operator[flag]).map((flag) => [
      flag,
      flags[flag],
    ]),
  );
  const save = useOperatorCommand(
    () =>
      operatorsAdminApi.adminOperatorFlags({
        params: { id: operator.id },
        body: { flags: changed },
      }),
    OPERATORS_CONSOLE_TEXTS.failedToUpdate,
    onClose,
  );
  return (
    <Stack gap="sm">
      {OPERATOR_FLAG_NAMES.map((flag) => (
        <Switch
          key={flag}
          label={TEXTS.flagLabels[flag]}
          checked={flags[flag]}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setFlags((current) => ({ ...current, [flag]: checked }));
          }}
          data-testid={`operator-flag-${flag}`}
        />
      ))}
      <DialogFooter
        onCancel={onClose}
        busy={save.isPending}
        label={TEXTS.save}
        disabled={Object.keys(changed).length === 0}
        onAction={() => save.mutate()}
        testId="operator-flags-save"
      />
    </Stack>
  );
}

/** Toggle flags: one switch per flag; only the ones changed are sent. */
export function FlagsDialog({ operator, opened, onClose }: OperatorDialogProps<AdminOperatorFull>) {
  return (
    <OperatorDialog title={TEXTS.flagsTitle(operator.handle)} opened={opened} onClose={onClose}>
      <FlagsForm operator={operator} onClose={onClose} />
    </OperatorDialog>
  );
}
