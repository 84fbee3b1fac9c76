import { MESSAGES, VALIDATION_TEXTS } from '@morphic/contracts';
import { showToast } from '../../../lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorText } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { positionGate } from '../../../lib/realtime/positions';
import { validationApi } from '../../../lib/api/clients';
import { myJobsQuery } from '../queries';
import { writeClosedJob, writeMyJob } from '../write-validation-job';
import type { DecisionBody } from '../decision-form';

/** Refused because the job changed meanwhile (taken, decided, withdrawn, gone). */
const isStale = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 409 || error.status === 404);

/** Claims a job: it moves to My jobs at once; a lost race drops it from the open list. */
export function useClaimJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => validationApi.claim({ params: { entryId } }),
    onSuccess: ({ job, message, position }) => {
      if (positionGate.accept(`validation-job:${job.validation_entry_id}`, position)) {
        writeMyJob(queryClient, job);
      } else {
        void queryClient.invalidateQueries({ queryKey: myJobsQuery().queryKey });
      }
      showToast({ color: 'teal', message });
    },
    onError: (error, entryId) => {
      if (isStale(error)) {
        writeClosedJob(queryClient, { validation_entry_id: entryId, reason: 'claimed' });
      }
      notifyFailure(error, VALIDATION_TEXTS.failedToClaim);
    },
  });
}

/** "Failed: ..." with the server's reason, for the decision form. */
export const decisionFailureText = (error: unknown): string =>
  VALIDATION_TEXTS.decisionFailed(errorText(error, MESSAGES.somethingWentWrong));

/** Records the decision on a claimed job; the answer replaces the job in My jobs. */
export function useCompleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { entryId: string; body: DecisionBody; idempotencyKey: string }) =>
      validationApi.complete({
        params: { entryId: input.entryId },
        body: input.body,
        idempotencyKey: input.idempotencyKey,
      }),
    onSuccess: ({ job, message, position }) => {
      if (positionGate.accept(`validation-job:${job.validation_entry_id}`, position)) {
        writeMyJob(queryClient, job);
      }
      showToast({ color: 'teal', message });
    },
    // Decided elsewhere, withdrawn or gone: show the job as it now is (the toast keeps the reason).
    onError: (error) => {
      if (!isStale(error)) return;
      showToast({ color: 'red', message: decisionFailureText(error) });
      void queryClient.invalidateQueries({ queryKey: myJobsQuery().queryKey });
    },
  });
}
