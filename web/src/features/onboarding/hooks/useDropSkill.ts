import { ONBOARDING_TEXTS } from '@morphic/contracts';
import { showToast } from '../../../lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { operatorsApi } from '../../../lib/api/clients';
import { refreshOnboarding } from '../queries';

/** The server's reason for a refusal; otherwise the spec's 'Network error dropping skill'. */
export function dropSkillErrorText(error: unknown): string {
  return error instanceof ApiError && error.serverError
    ? error.serverError
    : ONBOARDING_TEXTS.networkErrorDropping;
}

/** Drops a blocked skill; the answer says whether onboarding is now complete. */
export function useDropSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skill: string) => operatorsApi.dropSkill({ body: { skill } }),
    onSuccess: ({ message }) => {
      showToast({ color: 'green', message });
      refreshOnboarding(queryClient);
    },
    onError: (error) => showToast({ color: 'red', message: dropSkillErrorText(error) }),
  });
}
