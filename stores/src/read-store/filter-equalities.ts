import type { Filter } from './read-store.port';
import { isPlainObject } from './document-values';

/** `{field: {$op: …}}`: MongoDB reads an object whose keys start with `$` as operators. */
export function isOperatorExpression(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'));
}

/**
 * The `field: value` conditions of a filter, also inside `$and`: what an index can look up.
 * Operator expressions and `$or` contribute nothing.
 */
export function equalityConditions(filter: Filter): Map<string, unknown> {
  const equalities = new Map<string, unknown>();
  collect(filter, equalities);
  return equalities;
}

function collect(filter: Filter, out: Map<string, unknown>): void {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) collect(clause, out);
    } else if (!key.startsWith('$') && !isOperatorExpression(condition)) {
      out.set(key, condition);
    }
  }
}

/** A value an equality can look up in an index without changing the filter's meaning. */
export function isIndexableScalar(value: unknown): value is string | number | boolean {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** `{_id: 'x', …}`: the one id a filter pins, if it pins one. */
export function pinnedId(filter: Filter): unknown {
  const condition = filter['_id'];
  return isOperatorExpression(condition) ? undefined : condition;
}
