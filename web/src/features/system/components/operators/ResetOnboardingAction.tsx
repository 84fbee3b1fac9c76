import { OPERATOR_REMOVAL_TEXTS } from '@morphic/contracts';
import { IconRotate } from '@tabler/icons-react';
import { operatorRemovalApi } from '../../../../lib/api/clients';
import {
  ConfirmedOperatorAction,
  ConfirmOperatorDialog,
  type ConfirmedOperatorActionProps,
  type ConfirmOperatorDialogProps,
  type OperatorConfirmation,
} from './ConfirmedOperatorAction';

const T = OPERATOR_REMOVAL_TEXTS;

const RESET_ONBOARDING: OperatorConfirmation = {
  run: (id) => operatorRemovalApi.resetOnboarding({ params: { id } }),
  failure: T.resetFailed,
  actionLabel: T.resetAction,
  actionTestId: (handle) => `reset-onboarding-${handle}`,
  title: T.resetTitle,
  confirmText: T.resetConfirm,
  confirmLabel: T.resetButton,
  confirmTestId: 'confirm-reset-onboarding',
  cancelLabel: T.cancel,
  color: 'orange',
  icon: IconRotate,
};

/** The confirmation of an onboarding reset, then the reset (the flags clear). */
export function ResetOnboardingDialog(props: ConfirmOperatorDialogProps) {
  return <ConfirmOperatorDialog confirmation={RESET_ONBOARDING} {...props} />;
}

/** Reset onboarding, after a confirmation. */
export function ResetOnboardingAction(props: ConfirmedOperatorActionProps) {
  return <ConfirmedOperatorAction confirmation={RESET_ONBOARDING} {...props} />;
}
