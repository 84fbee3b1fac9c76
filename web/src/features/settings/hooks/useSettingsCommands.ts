import { MESSAGES } from '@morphic/contracts';
import { showToast } from '../../../lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyFailure } from '../../../lib/notify-failure';
import { adminApi } from '../../../lib/api/clients';
import { applySettingsCommand } from '../settings-cache';

export function useSetCurrentCohort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => adminApi.setCurrentCohort({ body: { name } }),
    onSuccess: (response) => {
      applySettingsCommand(queryClient, response);
      showToast({ color: 'teal', message: response.message });
    },
    onError: (error) => notifyFailure(error, MESSAGES.failedToSetCohort),
  });
}

export function useSetOperatorsUnderConstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => adminApi.setOperatorsUnderConstruction({ body: { enabled } }),
    onSuccess: (response) => {
      applySettingsCommand(queryClient, response);
      showToast({ color: 'teal', message: response.message });
    },
    onError: (error) => notifyFailure(error, MESSAGES.failedToUpdateSetting),
  });
}
