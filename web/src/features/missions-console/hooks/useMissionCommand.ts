import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyFailure } from '../../../lib/notify-failure';
import { showToast } from '../../../lib/toast';
import { missionsConsoleKey } from '../queries';

/** Every mission list and analysis refetched after a change (a change shows in both). */
export function useAfterMissionChange() {
  const queryClient = useQueryClient();
  return (message: string) => {
    showToast({ color: 'teal', message });
    return queryClient.invalidateQueries({ queryKey: missionsConsoleKey });
  };
}

/**
 * A mission command from the console: the server's message once done; on failure its text,
 * else the spec's fallback (`failure` may word it, as "Failed to assign: {error}").
 */
export function useMissionCommand<Variables, Result extends { message: string }>(
  command: (variables: Variables) => Promise<Result>,
  fallback: string,
  options: { onSuccess?: (result: Result) => void } = {},
) {
  const afterChange = useAfterMissionChange();
  return useMutation({
    mutationFn: command,
    onSuccess: async (result) => {
      options.onSuccess?.(result);
      await afterChange(result.message);
    },
    onError: (error) => notifyFailure(error, fallback),
  });
}
