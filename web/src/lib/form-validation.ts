/** The part of a zod schema's safeParse result that form validation reads. */
export interface ValidatingSchema {
  safeParse(data: unknown):
    | { success: true }
    | {
        success: false;
        error: { readonly issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/**
 * Turns a contracts schema into a Mantine form validator: the first message per field,
 * so the form shows exactly the texts the server would answer with.
 */
export function schemaValidator<Values>(
  schema: ValidatingSchema,
): (values: Values) => Record<string, string> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      if (!(field in errors)) errors[field] = issue.message;
    }
    return errors;
  };
}
