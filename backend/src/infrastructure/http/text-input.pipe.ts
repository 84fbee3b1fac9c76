import { HTTP_TEXTS } from '@morphic/contracts';
import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { InputValidationError } from './zod-body';

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
 * Refuses, for every endpoint, text input that holds a NUL or an unpaired surrogate: JSON and
 * multipart bodies, query strings and path parameters, with a 400 that names the field. One
 * regular expression per string; uploaded files and other custom parameters are not text.
 */
@Injectable()
export class TextInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const path = forbiddenTextPath(value, metadata.data ? [metadata.data] : []);
    if (!path) return value;
    const field = path.join('.') || metadata.type;
    throw new InputValidationError([
      { path: field, message: HTTP_TEXTS.forbiddenCharacter(field) },
    ]);
  }
}
