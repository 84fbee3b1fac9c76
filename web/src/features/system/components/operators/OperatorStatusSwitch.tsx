import { OPERATORS_CONSOLE_TEXTS, type AdminOperator } from '@morphic/contracts';
import { Switch } from '@mantine/core';
import { useSetOperatorStatus } from './useSetOperatorStatus';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;

/** Active or suspended, switched at once (optimistic); suspending signs the operator out. */
export function OperatorStatusSwitch({ operator }: { operator: AdminOperator }) {
  const status = useSetOperatorStatus(operator);
  const active = status.shown === 'active';
  return (
    <Switch
      aria-label={TEXTS.statusOf(operator.handle)}
      label={active ? TEXTS.statusLabels.active : TEXTS.statusLabels.suspended}
      color="teal"
      checked={active}
      onChange={(event) => status.set(event.currentTarget.checked ? 'active' : 'suspended')}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      data-testid={`operator-status-${operator.handle}`}
      data-status={status.shown}
    />
  );
}
