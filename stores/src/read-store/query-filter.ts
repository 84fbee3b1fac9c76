import type { Document, Filter } from './read-store.port';
import { isArrayIndex, isPlainObject } from './document-values';
import { isOperatorExpression } from './filter-equalities';
import { encodeValue } from './path-values';
import { unsupported } from './unsupported';

export type DocumentPredicate = (doc: Document) => boolean;

/** A test of one value a path reaches; a field matches when some value passes (or, negated, none). */
interface Condition {
  readonly test: (value: unknown) => boolean;
  readonly negated: boolean;
}

const REGEX_FLAGS = /^[ims]*$/;

/**
 * Compiles a filter of the port's subset of MongoDB's query language (see `Filter`), with
 * MongoDB's semantics, and refuses anything else, so both adapters also call it to check a filter.
 */
export function compileFilter(filter: Filter): DocumentPredicate {
  const tests: DocumentPredicate[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$or' || key === '$and') tests.push(logical(key, condition));
    else if (key.startsWith('$')) throw unsupported(`the query operator ${key}`);
    else tests.push(fieldTest(key, condition));
  }
  const [only] = tests;
  if (tests.length === 0) return () => true;
  if (only && tests.length === 1) return only;
  return (doc) => tests.every((test) => test(doc));
}

function logical(operator: '$or' | '$and', clauses: unknown): DocumentPredicate {
  if (!Array.isArray(clauses) || clauses.length === 0 || !clauses.every(isPlainObject)) {
    throw new Error(`${operator} must be a non-empty array of filters`);
  }
  const tests = clauses.map(compileFilter);
  return operator === '$or'
    ? (doc) => tests.some((test) => test(doc))
    : (doc) => tests.every((test) => test(doc));
}

function fieldTest(path: string, condition: unknown): DocumentPredicate {
  const conditions = isOperatorExpression(condition)
    ? operatorConditions(path, condition)
    : [{ test: equalTo(condition), negated: false }];
  if (!path.includes('.')) {
    return (doc) => conditions.every(({ test, negated }) => negated !== test(doc[path]));
  }
  const segments = path.split('.');
  return (doc) => {
    const values: unknown[] = [];
    valuesAtPath(doc, segments, 0, values);
    return conditions.every(({ test, negated }) => negated !== values.some(test));
  };
}

/**
 * The values a dotted path reaches: through embedded documents, and through arrays into the
 * documents they hold (or by a numeric segment into one element). A missing field reaches
 * `undefined`.
 */
function valuesAtPath(value: unknown, segments: readonly string[], index: number, out: unknown[]) {
  const segment = segments[index];
  if (segment === undefined) {
    out.push(value);
  } else if (Array.isArray(value)) {
    if (isArrayIndex(segment)) {
      valuesAtPath(value[Number(segment)], segments, index + 1, out);
    } else {
      for (const element of value) {
        if (isPlainObject(element)) valuesAtPath(element, segments, index, out);
      }
    }
  } else if (isPlainObject(value)) {
    valuesAtPath(value[segment], segments, index + 1, out);
  } else {
    out.push(undefined);
  }
}

function operatorConditions(path: string, expression: Record<string, unknown>): Condition[] {
  const conditions: Condition[] = [];
  for (const [operator, operand] of Object.entries(expression)) {
    switch (operator) {
      case '$in':
        conditions.push({ test: inList(path, operand), negated: false });
        break;
      case '$ne':
        conditions.push({ test: equalTo(operand), negated: true });
        break;
      case '$lt':
        conditions.push({ test: lessThan(path, operand), negated: false });
        break;
      case '$exists':
        if (typeof operand !== 'boolean') throw new Error(`$exists of '${path}' must be a boolean`);
        conditions.push({ test: (value) => value !== undefined, negated: !operand });
        break;
      case '$regex':
        conditions.push({ test: matching(path, operand, expression['$options']), negated: false });
        break;
      case '$options':
        if (!('$regex' in expression)) throw new Error(`$options of '${path}' needs a $regex`);
        break;
      default:
        throw unsupported(`the query operator ${operator} (in '${path}')`);
    }
  }
  return conditions;
}

/** MongoDB's equality: the value, or an array holding it; null also matches a missing field. */
function equalTo(expected: unknown): (value: unknown) => boolean {
  if (expected instanceof RegExp) throw unsupported('regular expression values (use $regex)');
  if (expected === null || expected === undefined) {
    return (value) => value === null || value === undefined || holds(value, null);
  }
  if (typeof expected !== 'object') return (value) => value === expected || holds(value, expected);
  const key = encodeValue(expected);
  const same = (value: unknown) => encodeValue(value) === key;
  return (value) => same(value) || (Array.isArray(value) && value.some(same));
}

const holds = (value: unknown, element: unknown) => Array.isArray(value) && value.includes(element);

function inList(path: string, operand: unknown): (value: unknown) => boolean {
  if (!Array.isArray(operand)) throw new Error(`$in of '${path}' must be an array`);
  if (operand.some((item) => isOperatorExpression(item))) {
    throw new Error(`$in of '${path}' cannot hold operators`);
  }
  const scalars = operand.every(
    (item) => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean',
  );
  if (scalars) {
    const set = new Set<unknown>(operand);
    return (value) =>
      set.has(value) || (Array.isArray(value) && value.some((item) => set.has(item)));
  }
  const tests = operand.map(equalTo);
  return (value) => tests.some((test) => test(value));
}

/** MongoDB compares only within a type: numbers with numbers, strings with strings, dates with dates. */
function lessThan(path: string, bound: unknown): (value: unknown) => boolean {
  let below: (value: unknown) => boolean;
  if (typeof bound === 'number' || typeof bound === 'string') {
    below = (value) => typeof value === typeof bound && (value as typeof bound) < bound;
  } else if (bound instanceof Date) {
    below = (value) => value instanceof Date && value.getTime() < bound.getTime();
  } else {
    throw unsupported(
      `$lt with ${JSON.stringify(bound)} (in '${path}'): numbers, strings or dates`,
    );
  }
  return (value) => below(value) || (Array.isArray(value) && value.some(below));
}

function matching(path: string, pattern: unknown, options: unknown): (value: unknown) => boolean {
  if (typeof pattern !== 'string') throw unsupported(`a $regex other than a string (in '${path}')`);
  const flags = options ?? '';
  if (typeof flags !== 'string' || !REGEX_FLAGS.test(flags)) {
    throw unsupported(`the $options ${JSON.stringify(flags)} (in '${path}'): i, m and s only`);
  }
  const regex = new RegExp(pattern, flags);
  const test = (value: unknown) => typeof value === 'string' && regex.test(value);
  return (value) => test(value) || (Array.isArray(value) && value.some(test));
}
