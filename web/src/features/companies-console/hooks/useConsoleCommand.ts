import type { UseFormReturnType } from '@mantine/form';
import {
  useChangeCommand,
  useChangeForm,
  type ChangeFormOptions,
} from '../../../lib/change-commands';
import { companiesConsoleKey } from '../queries';

// A change made in the Companies or Company-reps tab refetches every company and representative
// list: a change to one shows in the other (a new representative counts on their company's row).

/** A row's command: the server's message once done; on failure its text, else the spec's. */
export function useConsoleCommand<Variables>(
  command: (variables: Variables) => Promise<{ message: string }>,
  fallback: string,
) {
  return useChangeCommand(companiesConsoleKey, command, fallback);
}

/** A form's command: `done` (reset, close) and the toast `says` once it succeeded. */
export function useConsoleForm<Values, Submitted, Result>(
  form: UseFormReturnType<Values, Submitted>,
  options: ChangeFormOptions<Submitted, Result>,
) {
  return useChangeForm(companiesConsoleKey, form, options);
}
