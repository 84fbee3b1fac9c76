import {
  OPERATORS_CONSOLE_TEXTS,
  type AdminOperator,
  type OperatorStatus,
} from '@morphic/contracts';
import { operatorsAdminApi } from '../../../../lib/api/clients';
import { useOperatorCommand } from './useOperatorCommand';

/**
 * Sets the operator's status. `shown` is the status to show: the one asked for while the
 * call runs (optimistic), the stored one otherwise, so a failure puts the old one back (with
 * the spec's "Failed to update role/status/flags" or the server's reason).
 */
export function useSetOperatorStatus(operator: AdminOperator) {
  const command = useOperatorCommand(
    (status: OperatorStatus) =>
      operatorsAdminApi.adminOperatorStatus({ params: { id: operator.id }, body: { status } }),
    OPERATORS_CONSOLE_TEXTS.failedToUpdate,
  );
  const shown = command.isPending ? command.variables : operator.status;
  return {
    shown,
    busy: command.isPending,
    set: (status: OperatorStatus) => command.mutate(status),
  };
}
