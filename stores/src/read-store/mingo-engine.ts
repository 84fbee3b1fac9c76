import type { Document, Filter, Update } from './read-store.port';
import { Query, find, update } from 'mingo';
import { $addToSet, $inc, $pull, $push, $set, $unset } from 'mingo/operators/update';
import { type Modifier } from 'mingo/updater';
import { compare } from 'mingo/util';

/**
 * The only module that talks to mingo: a typed surface over its query, update, projection and
 * comparison functions. Scripts ($where) stay off because a MongoDB server would not run them.
 */
const QUERY_OPTIONS = { scriptEnabled: false } as const;

type MingoModifier = Modifier<Record<string, unknown>>;
type Mutation = (doc: Record<string, unknown>) => string[];

export type DocumentPredicate = (doc: Document) => boolean;

type Scalar = string | number | boolean | null;

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** MongoDB's `{field: scalar}`: equal, or an array holding it; null also matches a missing field. */
function equalsScalar(actual: unknown, expected: Scalar): boolean {
  if (expected === null && actual === undefined) return true;
  return actual === expected || (Array.isArray(actual) && actual.includes(expected));
}

/**
 * Building a mingo Query costs ~25 µs, so the common projection filter — top-level fields
 * equal to scalars, e.g. `{_id, revoked_at: null}` — is tested directly.
 */
export function compileFilter(filter: Filter): DocumentPredicate {
  const entries = Object.entries(filter);
  if (entries.length === 0) return () => true;
  if (
    entries.every(([key, value]) => !key.startsWith('$') && !key.includes('.') && isScalar(value))
  ) {
    const conditions = entries as [string, Scalar][];
    return (doc) => conditions.every(([key, value]) => equalsScalar(doc[key], value));
  }
  const query = new Query<Record<string, unknown>>(filter, QUERY_OPTIONS);
  return (doc) => query.test(doc);
}

/**
 * Applies update operators in place and returns whether the document changed. Values are
 * copied shallowly into the document: callers pass a private copy of the update and never
 * mutate stored documents in place, so the shared nested values stay unreachable.
 *
 * mingo's `update()` rebuilds its whole operator context on every call (~150 µs), so updates
 * without positional paths call the operator functions directly (~10 µs); `$`, `$[]` and
 * `$[id]` paths need the filter and go through `update()`.
 */
export function applyUpdateOperators(doc: Document, operators: Update, filter: Filter): boolean {
  const paths = Object.values(operators).flatMap((fields) => Object.keys(fields ?? {}));
  if (paths.some((path) => path.includes('$'))) {
    const changed = update<Record<string, unknown>>(doc, toModifier(operators), undefined, filter, {
      cloneMode: 'copy',
      queryOptions: QUERY_OPTIONS,
    });
    return changed.length > 0;
  }
  let changed = false;
  for (const mutate of mutations(operators)) {
    if (mutate(doc).length > 0) changed = true;
  }
  return changed;
}

function mutations(operators: Update): Mutation[] {
  const list: Mutation[] = [];
  if (operators.$set) list.push($set(operators.$set));
  if (operators.$inc) list.push($inc(mapFields(operators.$inc, numericAmount)));
  if (operators.$push) list.push($push(operators.$push));
  if (operators.$pull) list.push($pull(operators.$pull));
  if (operators.$addToSet) list.push($addToSet(operators.$addToSet));
  if (operators.$unset) list.push($unset(mapFields(operators.$unset, () => '' as const)));
  return list;
}

export function projectDocuments(
  docs: readonly Document[],
  projection: Record<string, 0 | 1>,
): Record<string, unknown>[] {
  return find<Record<string, unknown>>(docs, {}, projection, QUERY_OPTIONS).all();
}

/** MongoDB's cross-type order: null < numbers < strings < objects < arrays < booleans < dates. */
export function compareValues(left: unknown, right: unknown): number {
  return compare(left, right);
}

function toModifier(operators: Update): MingoModifier {
  const { $inc: increments, $unset: unsets, ...rest } = operators;
  const modifier: MingoModifier = { ...rest };
  if (increments) modifier.$inc = mapFields(increments, numericAmount);
  // MongoDB ignores the values given to $unset; mingo's types only admit ''.
  if (unsets) modifier.$unset = mapFields(unsets, () => '' as const);
  return modifier;
}

function mapFields<V>(
  fields: Record<string, unknown>,
  map: (value: unknown, path: string) => V,
): Record<string, V> {
  const mapped: Record<string, V> = {};
  for (const [path, value] of Object.entries(fields)) mapped[path] = map(value, path);
  return mapped;
}

function numericAmount(value: unknown, path: string): number {
  if (typeof value !== 'number') {
    throw new Error(
      `Cannot increment with non-numeric argument: {${path}: ${JSON.stringify(value)}}`,
    );
  }
  return value;
}
