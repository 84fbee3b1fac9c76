import type { z } from 'zod';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** Keys of the answer that the schema does not declare (zod drops them from what it parses). */
function undeclaredKeys(sent: unknown, parsed: unknown, path: string): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, index) => undeclaredKeys(item, parsed[index], at(path, index)));
  }
  if (!isRecord(sent) || !isRecord(parsed)) return [];
  return Object.keys(sent).flatMap((key) =>
    key in parsed ? undeclaredKeys(sent[key], parsed[key], at(path, key)) : [at(path, key)],
  );
}

/**
 * How an answer differs from its schema, as the client would receive it (the JSON text): what
 * the schema refuses, and what it does not declare. Empty when they agree.
 */
export function responseProblems(schema: z.ZodType, body: unknown): string[] {
  let sent: unknown;
  try {
    sent = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  } catch (error) {
    return [`not JSON: ${String(error)}`];
  }
  const parsed = schema.safeParse(sent);
  if (!parsed.success) {
    return parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`,
    );
  }
  return undeclaredKeys(sent, parsed.data, '').map((path) => `${path}: not in the schema`);
}
