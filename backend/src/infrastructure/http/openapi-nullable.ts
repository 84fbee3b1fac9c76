import type { SchemaObject } from '@nestjs/swagger';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An enum of one JSON type and nothing else, as zod writes `z.enum` and `z.literal`. */
const isPlainEnum = (schema: unknown): schema is { type: string; enum: unknown[] } =>
  isNode(schema) &&
  typeof schema.type === 'string' &&
  Array.isArray(schema.enum) &&
  Object.keys(schema).every((key) => key === 'type' || key === 'enum');

/** Accepts only null, in OpenAPI 3.0 terms (`nullable` needs a `type` beside it). */
const NULL_ONLY: SchemaObject = { type: 'string', nullable: true, enum: [null] };

/**
 * `nullable: true` beside `anyOf` has no `type`, which OpenAPI 3.0 does not allow, and its null
 * would still fail every branch: enums of one type become one enum, other unions gain a branch
 * that accepts null.
 */
function nullableUnion(node: Node, branches: unknown[]): Node {
  const { anyOf: _anyOf, nullable: _nullable, ...rest } = node;
  const [first] = branches;
  if (isPlainEnum(first) && branches.every((b) => isPlainEnum(b) && b.type === first.type)) {
    const values = branches.flatMap((branch) => (branch as { enum: unknown[] }).enum);
    return { ...rest, type: first.type, nullable: true, enum: [...new Set([...values, null])] };
  }
  return { ...rest, anyOf: [...branches, NULL_ONLY] };
}

function stateNull(node: Node): Node {
  if (node.nullable !== true) return node;
  if (node.type === undefined && Array.isArray(node.anyOf)) return nullableUnion(node, node.anyOf);
  // OpenAPI 3.0.3: `nullable` does not widen an `enum`; null must be one of its values.
  if (Array.isArray(node.enum) && !node.enum.includes(null)) {
    return { ...node, enum: [...(node.enum as unknown[]), null] };
  }
  return node;
}

function walk(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(walk);
  if (!isNode(value)) return value;
  const children = Object.fromEntries(Object.entries(value).map(([key, v]) => [key, walk(v)]));
  return stateNull(children);
}

/**
 * Says where null is allowed the way OpenAPI 3.0 tools read it (a validator, a client
 * generator, a linter): zod's `openapi-3.0` output puts `nullable` beside unions and enums
 * without making null pass them.
 */
export function withStatedNulls(schema: SchemaObject): SchemaObject {
  return walk(schema) as SchemaObject;
}
