import type { Filter, SortSpec } from './read-store.port';
import { isPlainObject } from './document-values';
import { isOperatorExpression } from './filter-equalities';

/**
 * What the store knows about one indexed path from the documents written so far. SQL can serve a
 * condition on the path exactly only while no document reached an array on it (MongoDB's
 * "multikey") and every value there was null, a number or a string (SQLite reads JSON `true` as
 * 1 and orders objects as text, where MongoDB keeps them apart).
 */
export interface IndexedPath {
  readonly expression: string;
  readonly multikey: boolean;
  readonly mixed: boolean;
}

export interface QueryPlan {
  /** `WHERE …` (empty for none): a superset of the matches, or exactly them when `exact`. */
  readonly where: string;
  readonly params: unknown[];
  /** Whether the SQL condition is the whole filter: no document needs testing in JS. */
  readonly exact: boolean;
  /** `ORDER BY …` giving MongoDB's order for the sort, or null when SQL cannot give it. */
  readonly orderBy: string | null;
}

/** A JSON path for SQLite, or null for a path SQL should not read (array positions, quotes). */
export function jsonPathOf(path: string): string | null {
  const segments = path.split('.');
  if (
    segments.some((segment) => segment === '' || /^\d+$/.test(segment) || /["'\\]/.test(segment))
  ) {
    return null;
  }
  return `$${segments.map((segment) => `."${segment}"`).join('')}`;
}

export const pathExpression = (jsonPath: string): string => `json_extract(doc, '${jsonPath}')`;

/**
 * Translates the parts of a filter that SQL can answer: `_id` equality, `$in` and `$lt` on the
 * id column, and equality with a scalar or null on an indexed path. Everything else is left to
 * the JS filter, which the caller runs on the rows unless the plan is exact.
 */
export function planQuery(
  filter: Filter,
  sort: SortSpec | undefined,
  paths: ReadonlyMap<string, IndexedPath>,
): QueryPlan {
  const conditions: string[] = [];
  const params: unknown[] = [];
  let exact = true;
  const translate = (clauses: Filter): void => {
    for (const [key, condition] of Object.entries(clauses)) {
      if (key === '$and' && Array.isArray(condition) && condition.every(isPlainObject)) {
        for (const clause of condition) translate(clause);
        continue;
      }
      const sql = key === '_id' ? idCondition(condition) : pathCondition(paths.get(key), condition);
      if (!sql) {
        exact = false;
        continue;
      }
      conditions.push(sql.text);
      params.push(...sql.params);
      if (!sql.exact) exact = false;
    }
  };
  translate(filter);
  return {
    where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '',
    params,
    exact,
    orderBy: sort ? orderBy(sort, paths) : null,
  };
}

interface SqlCondition {
  readonly text: string;
  readonly params: unknown[];
  readonly exact: boolean;
}

function idCondition(condition: unknown): SqlCondition | null {
  if (typeof condition === 'string') return { text: 'id = ?', params: [condition], exact: true };
  if (!isOperatorExpression(condition)) return null;
  const operators = Object.keys(condition);
  if (operators.length !== 1) return null;
  const inList = condition['$in'];
  if (Array.isArray(inList) && inList.every((value) => typeof value === 'string')) {
    if (inList.length === 0) return { text: '0', params: [], exact: true };
    return { text: `id IN (${inList.map(() => '?').join(', ')})`, params: inList, exact: true };
  }
  const below = condition['$lt'];
  if (typeof below === 'string') return { text: 'id < ?', params: [below], exact: true };
  return null;
}

function pathCondition(path: IndexedPath | undefined, condition: unknown): SqlCondition | null {
  if (!path || path.multikey) return null;
  if (condition === null) return { text: `${path.expression} IS NULL`, params: [], exact: true };
  if (
    typeof condition === 'string' ||
    (typeof condition === 'number' && Number.isFinite(condition))
  ) {
    return { text: `${path.expression} = ?`, params: [condition], exact: !path.mixed };
  }
  if (typeof condition === 'boolean') {
    return { text: `${path.expression} = ?`, params: [condition ? 1 : 0], exact: false };
  }
  return null;
}

/** SQLite orders NULL, then numbers, then text, NULL last when descending: MongoDB's order there. */
function orderBy(sort: SortSpec, paths: ReadonlyMap<string, IndexedPath>): string | null {
  const terms: string[] = [];
  for (const [field, direction] of Object.entries(sort)) {
    const expression = field === '_id' ? 'id' : sortablePath(paths.get(field));
    if (!expression) return null;
    terms.push(`${expression} ${direction === -1 ? 'DESC' : 'ASC'}`);
  }
  // Ties keep the order the documents were inserted in, as a scan would.
  terms.push('rowid ASC');
  return `ORDER BY ${terms.join(', ')}`;
}

function sortablePath(path: IndexedPath | undefined): string | null {
  return path && !path.multikey && !path.mixed ? path.expression : null;
}
