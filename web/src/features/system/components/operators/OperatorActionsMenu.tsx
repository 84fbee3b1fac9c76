import {
  OPERATOR_REMOVAL_TEXTS,
  OPERATORS_CONSOLE_TEXTS,
  type AdminOperatorFull,
} from '@morphic/contracts';
import { ActionIcon, Menu, Text } from '@mantine/core';
import {
  IconBell,
  IconChartBar,
  IconDots,
  IconFlag,
  IconKey,
  IconPlayerSkipForward,
  IconRotate,
  IconTrash,
  IconUserShield,
} from '@tabler/icons-react';
import { useState } from 'react';
import { operatorsApi } from '../../../../lib/api/clients';
import { ConfirmModal } from '../ConfirmModal';
import { DeleteOperatorDialog } from './DeleteOperatorAction';
import { FlagsDialog } from './FlagsDialog';
import { NotifyDialog } from './NotifyDialog';
import { ResetOnboardingDialog } from './ResetOnboardingAction';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { RoleDialog } from './RoleDialog';
import { useOperatorCommand } from './useOperatorCommand';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;
const REMOVAL = OPERATOR_REMOVAL_TEXTS;

type Dialog = 'role' | 'flags' | 'bypass' | 'reset-onboarding' | 'notify' | 'password' | 'delete';

/**
 * The row's further actions (spec 03): set role, toggle flags, bypass and reset onboarding,
 * notify, reset password, analyse and delete; each opens its own dialog (confirmations where
 * the spec asks for them).
 */
export function OperatorActionsMenu({ operator }: { operator: AdminOperatorFull }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const bypass = useOperatorCommand(
    () => operatorsApi.bypassOnboarding({ params: { id: operator.id } }),
    OPERATORS_CONSOLE_TEXTS.failedToBypassOnboarding,
    close,
  );
  const key = operator.handle;
  const item = (name: Dialog, label: string, icon: React.ReactNode) => (
    <Menu.Item
      leftSection={icon}
      onClick={() => setDialog(name)}
      data-testid={`operator-${name}-${key}`}
    >
      {label}
    </Menu.Item>
  );

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="light"
            color="gray"
            aria-label={`${TEXTS.actions}: @${key}`}
            data-testid={`operator-actions-${key}`}
          >
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {item('role', TEXTS.setRole, <IconUserShield size={14} />)}
          {item('flags', TEXTS.flags, <IconFlag size={14} />)}
          {item('bypass', TEXTS.bypassOnboarding, <IconPlayerSkipForward size={14} />)}
          {item('reset-onboarding', REMOVAL.resetAction, <IconRotate size={14} />)}
          {item('notify', TEXTS.notify, <IconBell size={14} />)}
          {item('password', TEXTS.resetPassword, <IconKey size={14} />)}
          <Menu.Divider />
          <Menu.Item
            component="a"
            href={`/system/operators/${operator.id}`}
            leftSection={<IconChartBar size={14} />}
            data-testid={`operator-analyse-${key}`}
          >
            {TEXTS.analyse}
          </Menu.Item>
          <Menu.Divider />
          {item(
            'delete',
            REMOVAL.deleteAction,
            <IconTrash size={14} color="var(--mantine-color-red-6)" />,
          )}
        </Menu.Dropdown>
      </Menu>
      <RoleDialog operator={operator} opened={dialog === 'role'} onClose={close} />
      <FlagsDialog operator={operator} opened={dialog === 'flags'} onClose={close} />
      <NotifyDialog operator={operator} opened={dialog === 'notify'} onClose={close} />
      <ResetPasswordDialog operator={operator} opened={dialog === 'password'} onClose={close} />
      <ResetOnboardingDialog
        operator={operator}
        opened={dialog === 'reset-onboarding'}
        onClose={close}
      />
      <DeleteOperatorDialog operator={operator} opened={dialog === 'delete'} onClose={close} />
      <ConfirmModal
        opened={dialog === 'bypass'}
        onClose={close}
        title={TEXTS.bypassTitle}
        cancelLabel={TEXTS.cancel}
        confirmLabel={TEXTS.bypassOnboarding}
        confirmColor="violet"
        confirmIcon={<IconPlayerSkipForward size={16} />}
        busy={bypass.isPending}
        onConfirm={() => bypass.mutate()}
        confirmTestId="confirm-bypass-onboarding"
      >
        <Text size="sm">{TEXTS.bypassBody(key)}</Text>
      </ConfirmModal>
    </>
  );
}
