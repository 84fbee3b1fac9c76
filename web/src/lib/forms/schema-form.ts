import { schemaResolver, type FormErrors } from '@mantine/form';

/** A contracts zod schema, as far as a form needs it: a Standard Schema that parses. */
export type FormSchema<Output> = Parameters<typeof schemaResolver>[0] & {
  parse(data: unknown): Output;
};

export interface SchemaFormRules<Values, Output> {
  readonly validate: (values: Values) => FormErrors;
  readonly transformValues: (values: Values) => Output;
}

/** An issue with one item of a list (`jira_project_keys.1`) shows under the list's input. */
function underListInputs(errors: FormErrors): FormErrors {
  const shown: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    shown[path.replace(/(\.\d+)+$/, '')] ??= message;
  }
  return shown;
}

/**
 * The `validate` and `transformValues` of a Mantine form that sends what a contracts schema
 * takes: the schema's messages under the fields, and on submit the schema's output (trimmed,
 * normalised) rather than the raw values. `toInput` is for inputs that hold a value otherwise
 * than the schema takes it (an empty number field's ''): the schema reads the values it returns,
 * whose fields keep the names of the inputs.
 */
export function schemaForm<Output, Values = unknown>(
  schema: FormSchema<Output>,
  toInput: (values: Values) => unknown = (values) => values,
): SchemaFormRules<Values, Output> {
  const validate = schemaResolver(schema, { sync: true });
  return {
    validate: (values) => underListInputs(validate(toInput(values))),
    // Only called once `validate` passed, so the parse succeeds.
    transformValues: (values) => schema.parse(toInput(values)),
  };
}
