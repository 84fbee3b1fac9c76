import { Body, type PipeTransform, applyDecorators } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { z } from 'zod';

/** Thrown for bad input; the error filter answers 400 with the first message and every issue. */
export class InputValidationError extends Error {
  constructor(readonly issues: readonly { path: string; message: string }[]) {
    super(issues[0]?.message ?? 'Invalid input');
    this.name = 'InputValidationError';
  }
}

export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new InputValidationError(
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    return parseInput(this.schema, value);
  }
}

/** The request body, validated by a contracts schema. */
export const ZodBody = <T extends z.ZodType>(schema: T): ParameterDecorator =>
  Body(new ZodValidationPipe(schema));

/** Documents a JSON body in the OpenAPI description from the same schema. */
export const ApiZodBody = <T extends z.ZodType>(schema: T) =>
  applyDecorators(
    ApiBody({ schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as object }),
  );
