import { OPERATORS_CONSOLE_TEXTS, type AdminOperator } from '@morphic/contracts';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { RowAction } from '../RowAction';
import { useSetOperatorStatus } from './useSetOperatorStatus';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;

/** Spec 03 (Admins and Validators tabs): Suspend when active, Activate otherwise. */
export function SuspendActivateButton({
  operator,
  iconOnly,
}: {
  operator: AdminOperator;
  iconOnly: boolean;
}) {
  const status = useSetOperatorStatus(operator);
  const active = status.shown === 'active';
  return (
    <RowAction
      label={active ? TEXTS.suspend : TEXTS.activate}
      icon={active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
      color={active ? 'orange' : 'teal'}
      iconOnly={iconOnly}
      onClick={() => status.set(active ? 'suspended' : 'active')}
      testId={`${active ? 'suspend' : 'activate'}-${operator.handle}`}
    />
  );
}
