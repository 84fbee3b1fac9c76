import type { Document, Update } from './read-store.port';
import { isPlainObject } from './document-values';
import { isOperatorExpression } from './filter-equalities';
import { encodeValue } from './path-values';
import { unsupported } from './unsupported';

const OPERATORS = new Set(['$set', '$inc', '$addToSet']);

/**
 * Refuses an update outside the port's subset (see `UpdateOperator`) and what MongoDB refuses
 * before an update runs: no operators, a field touched twice, a non-numeric `$inc`.
 */
export function assertSupportedUpdate(update: Update): void {
  const operators = Object.entries(update);
  if (operators.length === 0) throw new Error('Update document requires atomic operators');
  const seen = new Set<string>();
  for (const [operator, fields] of operators) {
    if (!OPERATORS.has(operator)) throw unsupported(`the update operator ${operator}`);
    if (!isPlainObject(fields)) throw new Error(`${operator} must be a document of fields`);
    for (const [field, value] of Object.entries(fields)) {
      if (field === '' || field.includes('.') || field.startsWith('$')) {
        throw unsupported(`the update path '${field}' (top-level fields only)`);
      }
      if (seen.has(field)) throw new Error(`Updating the path '${field}' would create a conflict`);
      seen.add(field);
      if (operator === '$inc' && typeof value !== 'number') {
        throw new Error(`Cannot increment with non-numeric argument: {${field}: ${String(value)}}`);
      }
      if (operator === '$addToSet' && isOperatorExpression(value)) {
        throw unsupported(`$addToSet modifiers such as $each (in '${field}')`);
      }
    }
  }
}

/**
 * Applies a checked update to a private copy of a stored document and returns whether it
 * changed. Throws, as MongoDB does, when an operator does not fit the value it meets.
 */
export function applyUpdate(doc: Document, update: Update): boolean {
  let changed = false;
  for (const [field, value] of Object.entries(update.$set ?? {})) {
    if (Object.hasOwn(doc, field) && encodeValue(doc[field]) === encodeValue(value)) continue;
    if (field === '_id') throw new Error(`The (immutable) field '_id' cannot be changed`);
    doc[field] = value;
    changed = true;
  }
  for (const [field, amount] of Object.entries(update.$inc ?? {})) {
    const current = Object.hasOwn(doc, field) ? doc[field] : 0;
    if (typeof current !== 'number') {
      throw new Error(`Cannot apply $inc to a value of non-numeric type at '${field}'`);
    }
    if (amount === 0 && Object.hasOwn(doc, field)) continue;
    doc[field] = current + (amount as number);
    changed = true;
  }
  for (const [field, value] of Object.entries(update.$addToSet ?? {})) {
    const current = Object.hasOwn(doc, field) ? doc[field] : [];
    if (!Array.isArray(current)) {
      throw new Error(`Cannot apply $addToSet to the non-array field '${field}'`);
    }
    const key = encodeValue(value);
    if (current.some((item) => encodeValue(item) === key)) continue;
    doc[field] = [...current, value];
    changed = true;
  }
  return changed;
}

/** What `replaceOne` stores, as MongoDB stores it: `_id` first, and never an operator. */
export function replacementOf(doc: Document): Document {
  const { _id: id, ...fields } = doc;
  const replacement: Document = { _id: id, ...fields };
  const operator = Object.keys(replacement).find((key) => key.startsWith('$'));
  if (operator) throw new Error(`Replacement document must not contain operators: ${operator}`);
  return replacement;
}

/** The top-level fields a checked update writes (the port allows no deeper paths). */
export function updatedPaths(update: Update): string[] {
  return Object.values(update).flatMap((fields) => Object.keys(fields as object));
}
