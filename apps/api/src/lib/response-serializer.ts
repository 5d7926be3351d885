import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response serialization without validation on the hot path (issue: "response serialization
 * that does not validate"). Per route and status code the zod response schema becomes JSON
 * Schema once (`z.toJSONSchema`, io 'output', as fastify-type-provider-zod does for OpenAPI) and
 * is compiled by fast-json-stringify, which writes only the declared properties: a field the
 * schema does not declare (a password hash on a row object) never leaves, with or without zod.
 *
 * A schema fast-json-stringify cannot write exactly as `JSON.stringify(zod's output)` would
 * (see `whyNotCompiled`) keeps the zod serializer of fastify-type-provider-zod, per schema:
 * the output never changes, only the speed does.
 *
 * Outside production (`checkAgainstZod`) every answer also goes through the zod serializer, as
 * before: a value that breaks its schema fails as it always did, and a compiled answer that is
 * not byte for byte the zod answer fails too, so every API test doubles as an equivalence test.
 */

type ZodSchema = z.core.$ZodType;
type JsonSchema = Record<string, unknown>;

export type ResponseSerializerPlan = { compiled: true; jsonSchema: JsonSchema } | { compiled: false; reason: string };

export function createResponseSerializerCompiler({ checkAgainstZod }: { checkAgainstZod: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url, httpStatus } = route;
    const zodSerialize = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const plan = schema instanceof z.core.$ZodType ? planResponseSerializer(schema) : undefined;
    if (!plan?.compiled) return zodSerialize;
    const fastSerialize = fastJson(plan.jsonSchema);
    if (!checkAgainstZod) return fastSerialize;
    return (data) => {
      const expected = zodSerialize(data);
      const actual = fastSerialize(data);
      if (actual !== expected) {
        throw new Error(`The compiled serializer of ${method} ${url} (${httpStatus}) wrote ${actual} where zod wrote ${expected}`);
      }
      return actual;
    };
  };
}

/** The JSON Schema fast-json-stringify compiles for `schema`, or why the zod serializer stays. */
export function planResponseSerializer(schema: ZodSchema): ResponseSerializerPlan {
  const reason = whyNotCompiled(schema, '$', new Set());
  if (reason) return { compiled: false, reason };
  // `metadata`: an empty registry, so no description or id from the global registry reaches
  // the compiled schema (an id would turn a part into a $ref).
  const generated = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw', cycles: 'throw', reused: 'inline', metadata: z.registry() });
  const { $schema: _dialect, ...root } = generated as JsonSchema;
  return { compiled: true, jsonSchema: forFastJson(root) };
}

/**
 * Null when fast-json-stringify writes every value `schema` accepts exactly as
 * `JSON.stringify` writes zod's output for it; else the first part that keeps zod, and why.
 * An allow list: anything not named here keeps zod (unions are settled by trying branches,
 * transforms, pipes, defaults and catches change the value, any/unknown write whatever came
 * in and declare nothing, lazy schemas may recurse, dates and bigints are not JSON).
 */
function whyNotCompiled(schema: ZodSchema, path: string, enclosing: Set<ZodSchema>): string | null {
  const def = schema._zod.def;
  if (enclosing.has(schema)) return `${path}: recursive schema`;
  // trim(), toLowerCase() and other overwrite checks rewrite the value zod answers.
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) return `${path}: rewrites its value (${def.type} overwrite check)`;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return null;
    case 'enum': {
      const values = Object.values((def as z.core.$ZodEnumDef).entries);
      return values.every((value) => typeof value === 'string') || values.every((value) => typeof value === 'number') ? null : `${path}: enum of mixed types`;
    }
    case 'literal': {
      const values = (def as z.core.$ZodLiteralDef<z.core.util.Literal>).values;
      return values.every((value) => value === null || ['string', 'number', 'boolean'].includes(typeof value)) ? null : `${path}: literal that JSON cannot carry`;
    }
    case 'nullable':
      return whyNotCompiled((def as z.core.$ZodNullableDef).innerType, path, enclosing);
    case 'array':
      return within(schema, enclosing, (inner) => whyNotCompiled((def as z.core.$ZodArrayDef).element, `${path}[]`, inner));
    case 'tuple': {
      const { items, rest } = def as z.core.$ZodTupleDef;
      // A rest or an optional item makes the length vary: kept with zod.
      if (rest || items.some((item) => item._zod.def.type === 'optional')) return `${path}: tuple of varying length`;
      return within(schema, enclosing, (inner) => items.map((item, index) => whyNotCompiled(item, `${path}[${index}]`, inner)).find(Boolean) ?? null);
    }
    case 'record': {
      // Any text key (zod skips an own `__proto__` key; forFastJson does the same); the values are checked as usual.
      const { keyType, valueType } = def as z.core.$ZodRecordDef;
      if (keyType._zod.def.type !== 'string') return `${path}: record keyed by ${keyType._zod.def.type}`;
      return whyNotCompiled(keyType, `${path}{key}`, enclosing) ?? within(schema, enclosing, (inner) => whyNotCompiled(valueType, `${path}{}`, inner));
    }
    case 'object':
      return within(schema, enclosing, (inner) => whyObjectNotCompiled(def as z.core.$ZodObjectDef, path, inner));
    default:
      return `${path}: ${def.type}`;
  }
}

function whyObjectNotCompiled(def: z.core.$ZodObjectDef, path: string, enclosing: Set<ZodSchema>): string | null {
  // loose() and catchall() answer undeclared keys: kept with zod. strict() (a `never` catchall)
  // refuses them: zod fails, the compiled serializer drops them, the same "no validation" as a
  // wrong type; outside production the zod check still fails.
  if (def.catchall && def.catchall._zod.def.type !== 'never') return `${path}: object with a catchall (loose)`;
  let optionalSeen: string | undefined;
  for (const [key, property] of Object.entries(def.shape)) {
    const propertyDef = property._zod.def;
    const optional = propertyDef.type === 'optional';
    // fast-json-stringify writes required properties before optional ones; zod keeps the shape's order.
    if (!optional && optionalSeen) return `${path}.${key}: required after the optional ${optionalSeen} (the order would change)`;
    if (optional) optionalSeen = key;
    const reason = whyNotCompiled(optional ? (propertyDef as z.core.$ZodOptionalDef).innerType : property, `${path}.${key}`, enclosing);
    if (reason) return reason;
  }
  return null;
}

function within(schema: ZodSchema, enclosing: Set<ZodSchema>, check: (inner: Set<ZodSchema>) => string | null) {
  return check(new Set(enclosing).add(schema));
}

/**
 * Adapts zod's JSON Schema to fast-json-stringify's reading of it, node by node:
 * - a nullable part (`anyOf: [part, { type: 'null' }]` or `type: [t, 'null']`) becomes the part
 *   with `nullable: true`, fast-json-stringify's own keyword (null is written as null, anything
 *   else by the part), rather than a combinator it would settle with a validator per value;
 * - a record (`additionalProperties: part`) writes every key but `__proto__`, which zod's record
 *   skips: a pattern property for the other keys and no additional properties;
 * - tuples and arrays are adapted item by item.
 * Unions are not compiled (whyNotCompiled), so no other combinator is expected.
 */
function forFastJson(node: JsonSchema): JsonSchema {
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf) {
    const parts = anyOf.filter((part) => part.type !== 'null');
    if (anyOf.length !== 2 || parts.length !== 1 || Object.keys(node).length !== 1) throw new Error(`Unexpected anyOf in a compiled response schema: ${JSON.stringify(node)}`);
    return { ...forFastJson(parts[0]!), nullable: true };
  }
  const result: JsonSchema = { ...node };
  if (Array.isArray(node.type)) {
    const types = node.type.filter((type) => type !== 'null');
    if (node.type.length !== 2 || types.length !== 1) throw new Error(`Unexpected type list in a compiled response schema: ${JSON.stringify(node)}`);
    result.type = types[0];
    result.nullable = true;
  }
  if (node.properties) {
    result.properties = Object.fromEntries(Object.entries(node.properties as Record<string, JsonSchema>).map(([key, value]) => [key, forFastJson(value)]));
  }
  if (typeof node.additionalProperties === 'object') {
    delete result.propertyNames;
    result.patternProperties = { [EVERY_KEY_BUT_PROTO]: forFastJson(node.additionalProperties as JsonSchema) };
    result.additionalProperties = false;
  }
  if (Array.isArray(node.items)) result.items = (node.items as JsonSchema[]).map(forFastJson);
  else if (node.items) result.items = forFastJson(node.items as JsonSchema);
  return result;
}

const EVERY_KEY_BUT_PROTO = '^(?!__proto__$)';
