import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import { showToast } from '../../../lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorText, isUnauthorized } from '../../../lib/api-client';
import { missionsApi } from '../../../lib/api/clients';
import { marketplaceListsKey } from '../queries';

/** The text for a refused take: sign in again, or the server's reason (taken, blocked...). */
export function takeFailureText(error: unknown): string {
  if (isUnauthorized(error)) return MARKETPLACE_TEXTS.signInToApply;
  return errorText(error, MARKETPLACE_TEXTS.failedToApply);
}

/** Takes a mission, then opens its submission page. */
export function useTakeMission() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ missionId, idempotencyKey }: { missionId: string; idempotencyKey: string }) =>
      missionsApi.apply({ params: { id: missionId }, body: {}, idempotencyKey }),
    // The server's message sends the user to the tasks page; the take opens the submission
    // page instead, so the toast says what to do there.
    onSuccess: ({ assignment_id }) => {
      showToast({ color: 'teal', message: MARKETPLACE_TEXTS.takenHere });
      void navigate({
        to: '/marketplace-submission/$assignmentId',
        params: { assignmentId: assignment_id },
      });
    },
    // A mission taken meanwhile or a slot already held: show the list as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: marketplaceListsKey }),
  });
}
