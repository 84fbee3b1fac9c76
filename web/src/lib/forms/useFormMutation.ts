import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import {
  useReportedMutation,
  type ReportedMutation,
  type ReportedMutationOptions,
} from './useReportedMutation';

export interface FormMutation<Submitted, Result> extends ReportedMutation<Submitted, Result> {
  /** For `<form onSubmit>`: checks the form's rules, then runs the mutation with its values. */
  readonly onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
}

/**
 * Sends a Mantine form through a TanStack mutation: the form's rules first (their messages under
 * the fields), then the call. A FieldProblem it throws goes under its field; any other failure
 * is the `error` text above the form (the server's, else the fallback).
 */
export function useFormMutation<Values, Submitted, Result>(
  form: UseFormReturnType<Values, Submitted>,
  options: Omit<ReportedMutationOptions<Submitted, Result>, 'onFieldProblem'>,
): FormMutation<Submitted, Result> {
  const mutation = useReportedMutation({
    ...options,
    onFieldProblem: (field, message) => form.setFieldError(field, message),
  });
  return {
    ...mutation,
    // A form that fails its rules is not sent: the last attempt's failure no longer applies.
    onSubmit: form.onSubmit((values) => mutation.run(values), mutation.reset),
  };
}
