import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeEncode, type $ZodType } from 'zod/v4/core';

/**
 * Zod types whose encoded value is the value itself: a serialiser built from their JSON Schema
 * writes the same JSON as zod's encode followed by JSON.stringify. Anything that changes a value
 * on the way out (pipes, transforms, codecs, defaults, catch) or has no JSON form (dates, custom
 * checks, lazy and recursive types) keeps zod's serialiser.
 */
const PLAIN = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'null',
  'literal',
  'enum',
  'any',
  'unknown',
  'object',
  'array',
  'tuple',
  'record',
  'union',
  'optional',
  'nullable',
  'readonly',
]);

type Def = {
  type: string;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
  keyType?: $ZodType;
  valueType?: $ZodType;
  options?: $ZodType[];
  innerType?: $ZodType;
  checks?: { _zod: { def: { check: string } } }[];
};

/** Whether zod's encode of this schema returns its input unchanged (apart from dropping unknown keys). */
export function encodesAsIs(schema: $ZodType, within = new Set<$ZodType>()): boolean {
  // A schema inside itself (z.lazy) is left to zod.
  if (within.has(schema)) return false;
  const def = schema._zod.def as unknown as Def;
  if (!PLAIN.has(def.type)) return false;
  // Overwrites (`.trim()`, `.toLowerCase()`) rewrite strings: the data of a response was built by
  // the server from values that went through the same schema on the way in (request bodies) or
  // on reading (stored JSON, e.g. toCvDetail), so they are kept; every other check only checks.
  const children = [
    ...Object.values(def.shape ?? {}),
    ...(def.element ? [def.element] : []),
    ...(def.items ?? []),
    ...(def.rest ? [def.rest] : []),
    ...(def.keyType ? [def.keyType] : []),
    ...(def.valueType ? [def.valueType] : []),
    ...(def.options ?? []),
    ...(def.innerType ? [def.innerType] : []),
  ];
  within.add(schema);
  const plain = children.every((child) => encodesAsIs(child, within));
  within.delete(schema);
  return plain;
}

type JsonSchema = { [key: string]: unknown };

/**
 * zod's JSON Schema as fast-json-stringify reads it best. `additionalProperties: false` goes: the
 * serialiser writes declared properties only anyway, and for a union or a nullable object it would
 * refuse a value with extra keys where zod drops them. A nullable value (`anyOf` of a type and
 * null) becomes a type list, which the serialiser branches on without running a validator.
 */
export function forFastJson(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forFastJson);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = key === 'enum' || key === 'const' || key === 'required' ? value : forFastJson(value);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && Object.keys(out).length === 1) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string' && other.type !== 'null' && !other.anyOf) {
      return { ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

function resolveSchema(maybeSchema: unknown): $ZodType {
  if (maybeSchema instanceof z.ZodType) return maybeSchema as unknown as $ZodType;
  const properties = (maybeSchema as { properties?: unknown } | undefined)?.properties;
  if (properties instanceof z.ZodType) return properties as unknown as $ZodType;
  throw new Error(`Not a zod schema: ${JSON.stringify(maybeSchema)}`);
}

/**
 * Replies as JSON by their response schema, like fastify-type-provider-zod's serialiser, without
 * zod validating again what the server itself built from typed rows: for a schema whose encoding
 * changes nothing (encodesAsIs), a fast-json-stringify serialiser compiled from the schema's JSON
 * Schema writes only the declared properties (unknown keys are dropped, as zod drops them) and
 * refuses a missing required one; any other schema goes through zod's encode as before. Compiled
 * on a route's first reply, so that start-up does not compile every route.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema: maybeSchema,
  method,
  url,
}) => {
  const schema = resolveSchema(maybeSchema);
  let fast: ((data: unknown) => string) | null | undefined;
  const viaZod = (data: unknown) => {
    const result = safeEncode(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
  return (data) => {
    if (fast === undefined) {
      fast = encodesAsIs(schema)
        ? fastJsonStringify(
            forFastJson(
              z.toJSONSchema(schema as unknown as z.ZodType, {
                io: 'output',
                target: 'draft-7',
                reused: 'inline',
              }),
            ) as never,
          )
        : null;
    }
    if (!fast) return viaZod(data);
    try {
      return fast(data);
    } catch (error) {
      throw new ResponseSerializationError(method, url, { cause: error as never });
    }
  };
};
