import { MESSAGES } from '@morphic/contracts';
import { showToast } from '../../../lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyFailure } from '../../../lib/notify-failure';
import { setCurrentCohort, setOperatorsUnderConstruction } from '../api/settings-api';
import { applySettingsCommand } from '../settings-cache';

export function useSetCurrentCohort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => setCurrentCohort({ name }),
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
    mutationFn: (enabled: boolean) => setOperatorsUnderConstruction({ enabled }),
    onSuccess: (response) => {
      applySettingsCommand(queryClient, response);
      showToast({ color: 'teal', message: response.message });
    },
    onError: (error) => notifyFailure(error, MESSAGES.failedToUpdateSetting),
  });
}
