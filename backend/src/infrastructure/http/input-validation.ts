import type { z } from 'zod';

/** Thrown for bad input; the error filter answers 400 with the first message and every issue. */
export class InputValidationError extends Error {
  constructor(readonly issues: readonly { path: string; message: string }[]) {
    super(issues[0]?.message ?? 'Invalid input');
    this.name = 'InputValidationError';
  }
}

export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new InputValidationError(
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}
