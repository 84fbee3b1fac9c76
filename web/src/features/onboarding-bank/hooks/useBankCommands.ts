import {
  ONBOARDING_BANK_DEFAULTS,
  ONBOARDING_BANK_TEXTS,
  type BankTask,
  type SaveBankTaskInput,
} from '@morphic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { systemDataApi } from '../../../lib/api/clients';
import { notifyFailure } from '../../../lib/notify-failure';
import { showToast } from '../../../lib/toast';
import { onboardingBankKey } from '../queries';

/** The fields a save sends: the form's, with the spec's fixed version, reward and validator. */
export const savedFields = (
  fields: Pick<SaveBankTaskInput, 'title' | 'description' | 'skill_tag' | 'difficulty' | 'active'>,
): SaveBankTaskInput => ({
  ...fields,
  version: ONBOARDING_BANK_DEFAULTS.version,
  reward_amount: ONBOARDING_BANK_DEFAULTS.reward_amount,
  validator_kind: ONBOARDING_BANK_DEFAULTS.validator_kind,
});

/** A saved task's fields, as the activation toggle sends them back with `active` flipped. */
export const fieldsOf = (task: BankTask, active: boolean): SaveBankTaskInput =>
  savedFields({
    title: task.title,
    description: task.description,
    skill_tag: task.skill_tag,
    difficulty:
      task.difficulty === 'beginner' ? ONBOARDING_BANK_DEFAULTS.difficulty : task.difficulty,
    active,
  });

/** After any change to the bank: its toast, and the list read again. */
export function useAfterBankChange() {
  const queryClient = useQueryClient();
  return async (message: string) => {
    showToast({ color: 'teal', message });
    await queryClient.invalidateQueries({ queryKey: onboardingBankKey });
  };
}

export function useToggleTaskActive() {
  const afterChange = useAfterBankChange();
  return useMutation({
    mutationFn: ({ task, active }: { task: BankTask; active: boolean }) =>
      systemDataApi.updateTask({ params: { id: task.id }, body: fieldsOf(task, active) }),
    onSuccess: ({ message }) => afterChange(message),
    onError: (error) => notifyFailure(error, ONBOARDING_BANK_TEXTS.failedToSave),
  });
}

export function useDeleteTask() {
  const afterChange = useAfterBankChange();
  return useMutation({
    mutationFn: (task: BankTask) => systemDataApi.deleteTask({ params: { id: task.id } }),
    onSuccess: ({ message }) => afterChange(message),
    onError: (error) => notifyFailure(error, ONBOARDING_BANK_TEXTS.failedToDelete),
  });
}
