import { OPERATOR_REMOVAL_TEXTS } from '@morphic/contracts';
import { IconTrash } from '@tabler/icons-react';
import { operatorRemovalApi } from '../../../../lib/api/clients';
import {
  ConfirmedOperatorAction,
  ConfirmOperatorDialog,
  type ConfirmedOperatorActionProps,
  type ConfirmOperatorDialogProps,
  type OperatorConfirmation,
} from './ConfirmedOperatorAction';

const T = OPERATOR_REMOVAL_TEXTS;

const DELETE: OperatorConfirmation = {
  run: (id) => operatorRemovalApi.deleteOperator({ params: { id } }),
  failure: T.failedToDelete,
  actionLabel: T.deleteAction,
  actionTestId: (handle) => `delete-operator-${handle}`,
  title: T.deleteTitle,
  confirmText: T.deleteConfirm,
  confirmLabel: T.deleteButton,
  confirmTestId: 'confirm-delete-operator',
  cancelLabel: T.cancel,
  color: 'red',
  icon: IconTrash,
};

/** The confirmation of an operator's deletion, then the deletion (the row drops). */
export function DeleteOperatorDialog(props: ConfirmOperatorDialogProps) {
  return <ConfirmOperatorDialog confirmation={DELETE} {...props} />;
}

/** Delete, after a confirmation that says what deleting does. */
export function DeleteOperatorAction(props: ConfirmedOperatorActionProps) {
  return <ConfirmedOperatorAction confirmation={DELETE} {...props} />;
}
