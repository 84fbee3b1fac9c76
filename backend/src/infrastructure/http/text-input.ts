import { HTTP_LIMITS, HTTP_TEXTS } from '@morphic/contracts';
import { InputValidationError } from './input-validation';

/** NUL, or half of a UTF-16 surrogate pair without its other half (not text in any encoding). */
const FORBIDDEN = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type InputProblem =
  | { readonly kind: 'forbidden-character'; readonly path: readonly string[] }
  | { readonly kind: 'too-deep' };

/** A value met in the walk: its key in its parent and the parent, to name its path when needed. */
interface Visit {
  readonly value: unknown;
  readonly key: string | null;
  readonly parent: Visit | null;
  /** Arrays and objects around the value. */
  readonly depth: number;
}

function pathTo(visit: Visit | null): string[] {
  const path: string[] = [];
  for (let at = visit; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first problem in `value`, in document order: a string (or key) holding a forbidden
 * character, or arrays and objects nested deeper than `maxDepth`. Walked with an explicit stack,
 * so no input can overflow the call stack; a path is built only for what is found.
 */
export function inputProblem(
  value: unknown,
  maxDepth: number = HTTP_LIMITS.bodyMaxDepth,
): InputProblem | null {
  const pending: Visit[] = [{ value, key: null, parent: null, depth: 0 }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (visit.key !== null && FORBIDDEN.test(visit.key)) {
      return { kind: 'forbidden-character', path: pathTo(visit.parent) };
    }
    const current = visit.value;
    if (typeof current === 'string') {
      if (FORBIDDEN.test(current)) return { kind: 'forbidden-character', path: pathTo(visit) };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (visit.depth + 1 > maxDepth) return { kind: 'too-deep' };
    // Pushed last to first, so the first is taken next (no spread: a body holds 50,000 items).
    const children = Object.entries(current);
    for (let i = children.length - 1; i >= 0; i--) {
      const [key, item] = children[i] as [string, unknown];
      pending.push({ value: item, key, parent: visit, depth: visit.depth + 1 });
    }
  }
  return null;
}

/**
 * Refuses input nested deeper than the limit, or text holding a NUL or an unpaired surrogate,
 * with a 400 naming the field (`part` when the input is one bare string). Every endpoint's body,
 * query and path parameters pass here before their schema: see `endpoint-input.ts`.
 */
export function refuseMalformedInput(value: unknown, part: string): void {
  const problem = inputProblem(value);
  if (!problem) return;
  if (problem.kind === 'too-deep') {
    throw new InputValidationError([{ path: part, message: HTTP_TEXTS.bodyTooDeep }]);
  }
  const field = problem.path.join('.') || part;
  throw new InputValidationError([{ path: field, message: HTTP_TEXTS.forbiddenCharacter(field) }]);
}
