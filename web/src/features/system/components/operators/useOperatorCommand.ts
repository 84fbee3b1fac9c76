import type { UseFormReturnType } from '@mantine/form';
import {
  useChangeCommand,
  useChangeForm,
  type ChangeFormOptions,
} from '../../../../lib/change-commands';
import { SESSION_SCOPE } from '../../../../lib/query-scopes';

/** Every operator list of the console (Operators, Admins, Validators), whatever its filters. */
export const OPERATOR_LISTS_KEY = [...SESSION_SCOPE, 'admin', 'operators'] as const;

/** A row's command: the server's message once done; on failure its text, else the spec's. */
export function useOperatorCommand<Variables, Result extends { message: string }>(
  command: (variables: Variables) => Promise<Result>,
  fallback: string,
  onDone?: () => void,
) {
  return useChangeCommand(OPERATOR_LISTS_KEY, command, fallback, onDone);
}

/** A form's command: `done` (reset, close) and the toast `says` once it succeeded. */
export function useOperatorForm<Values, Submitted, Result>(
  form: UseFormReturnType<Values, Submitted>,
  options: ChangeFormOptions<Submitted, Result>,
) {
  return useChangeForm(OPERATOR_LISTS_KEY, form, options);
}
