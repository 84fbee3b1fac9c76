import { useMutation } from '@tanstack/react-query';
import { failurePlace, type ReportedAction } from './form-failure';

export interface ReportedMutationOptions<Variables, Result> {
  readonly mutationFn: (variables: Variables) => Promise<Result>;
  /** The spec's text for a failure the server does not explain. */
  readonly fallback: string;
  readonly onSuccess?: (result: Result, variables: Variables) => void;
  /** Takes a FieldProblem the mutation throws (a form shows it under the field). */
  readonly onFieldProblem?: (field: string, message: string) => void;
}

export interface ReportedMutation<Variables, Result> extends ReportedAction {
  readonly run: (variables: Variables) => void;
  readonly busy: boolean;
  readonly succeeded: boolean;
  readonly result: Result | undefined;
  readonly reset: () => void;
}

/**
 * A TanStack mutation with its failure as the text to show: the server's error text, else the
 * fallback. A FieldProblem goes to `onFieldProblem` instead, when there is one.
 */
export function useReportedMutation<Variables = void, Result = unknown>({
  mutationFn,
  fallback,
  onSuccess,
  onFieldProblem,
}: ReportedMutationOptions<Variables, Result>): ReportedMutation<Variables, Result> {
  const mutation = useMutation({
    mutationFn,
    onSuccess: (result: Result, variables: Variables) => onSuccess?.(result, variables),
    onError: (error) => {
      const place = failurePlace(error, fallback);
      if (place.field !== null) onFieldProblem?.(place.field, place.message);
    },
  });
  const place = mutation.isError ? failurePlace(mutation.error, fallback) : null;
  return {
    run: mutation.mutate,
    busy: mutation.isPending,
    succeeded: mutation.isSuccess,
    result: mutation.data,
    error: place && (place.field === null || !onFieldProblem) ? place.message : null,
    submittedAt: mutation.submittedAt,
    reset: mutation.reset,
  };
}
