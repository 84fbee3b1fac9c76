import { schemaResolver, type FormErrors } from '@mantine/form';

/** A contracts zod schema, as far as a form needs it: a Standard Schema that parses. */
export type FormSchema<Output> = Parameters<typeof schemaResolver>[0] & {
  parse(data: unknown): Output;
};

export interface SchemaFormRules<Output> {
  readonly validate: (values: unknown) => FormErrors;
  readonly transformValues: (values: unknown) => Output;
}

/**
 * The `validate` and `transformValues` of a Mantine form that sends what a contracts schema
 * takes: the schema's messages under the fields, and on submit the schema's output (trimmed,
 * normalised) rather than the raw values.
 */
export function schemaForm<Output>(schema: FormSchema<Output>): SchemaFormRules<Output> {
  return {
    validate: schemaResolver(schema, { sync: true }),
    // Only called once `validate` passed, so the parse succeeds.
    transformValues: (values) => schema.parse(values),
  };
}
