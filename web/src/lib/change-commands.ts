import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useFormMutation } from './forms/useFormMutation';
import { notifyFailure } from './notify-failure';
import { showToast } from './toast';

/** After a change: a toast that says so, and every query under `listsKey` refetched. */
function useAfterChange(listsKey: QueryKey) {
  const queryClient = useQueryClient();
  return async (message: string): Promise<void> => {
    showToast({ color: 'teal', message });
    await queryClient.invalidateQueries({ queryKey: listsKey });
  };
}

/**
 * A row's command: `onDone`, then the server's message and the lists under `listsKey` refetched;
 * on failure its text, else the spec's `fallback`.
 */
export function useChangeCommand<Variables, Result extends { message: string }>(
  listsKey: QueryKey,
  command: (variables: Variables) => Promise<Result>,
  fallback: string,
  onDone?: () => void,
) {
  const afterChange = useAfterChange(listsKey);
  return useMutation({
    mutationFn: command,
    onSuccess: async ({ message }) => {
      onDone?.();
      await afterChange(message);
    },
    onError: (error) => notifyFailure(error, fallback),
  });
}

export interface ChangeFormOptions<Submitted, Result> {
  readonly mutationFn: (submitted: Submitted) => Promise<Result>;
  readonly fallback: string;
  readonly says: (result: Result) => string;
  readonly done: () => void;
}

/** A form's command: `done` (reset, close), then the toast `says` and the lists refetched. */
export function useChangeForm<Values, Submitted, Result>(
  listsKey: QueryKey,
  form: UseFormReturnType<Values, Submitted>,
  options: ChangeFormOptions<Submitted, Result>,
) {
  const afterChange = useAfterChange(listsKey);
  return useFormMutation(form, {
    mutationFn: options.mutationFn,
    fallback: options.fallback,
    onSuccess: async (result) => {
      options.done();
      await afterChange(options.says(result));
    },
  });
}
