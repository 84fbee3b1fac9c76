import { HTTP_TEXTS } from '@morphic/contracts';
import { InputValidationError } from './input-validation';

/** NUL, or half of a UTF-16 surrogate pair without its other half (not text in any encoding). */
const FORBIDDEN = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (or key) in `value` holding a forbidden character, if any. */
export function forbiddenTextPath(value: unknown, path: readonly string[] = []): string[] | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? [...path] : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (FORBIDDEN.test(key)) return [...path];
    const found = forbiddenTextPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses text input that holds a NUL or an unpaired surrogate with a 400 naming the field
 * (`part` when the input is one bare string). Every endpoint's body, query and path parameters
 * pass here before their schema: see `endpoint-input.ts`. One regular expression per string.
 */
export function refuseForbiddenText(value: unknown, part: string): void {
  const path = forbiddenTextPath(value);
  if (!path) return;
  const field = path.join('.') || part;
  throw new InputValidationError([{ path: field, message: HTTP_TEXTS.forbiddenCharacter(field) }]);
}
