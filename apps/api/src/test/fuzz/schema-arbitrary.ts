import fc from 'fast-check';
import { hostileValue } from './hostile-values';

/** The parts of a JSON schema (as the OpenAPI document writes them) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  default?: unknown;
}

const MAX_DEPTH = 4;

/** A value of the schema's own shape (what an honest client would send), with small variations. */
function plausible(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0]!, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e9), max: Math.min(schema.maximum ?? 1000, 1e9) });
    case 'number':
      return fc.double({ min: Math.max(schema.minimum ?? -1000, -1e9), max: Math.min(schema.maximum ?? 1000, 1e9), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth >= MAX_DEPTH ? fc.constant([]) : fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object':
      return objectFor(schema, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** Any subset of the declared fields (missing required ones included), sometimes extra fields. */
function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth >= MAX_DEPTH) return fc.constant({});
  const model = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, valueFor(field, depth + 1)]));
  const declared = fc.record(model, { requiredKeys: [] });
  const extra = fc.dictionary(fc.constantFrom('isAdmin', 'roleType', 'price', 'id', '_id', 'extra', '__proto__', 'constructor'), hostileValue, { maxKeys: 2 });
  return fc.tuple(declared, fc.option(extra, { freq: 3 })).map(([fields, more]) => (more ? Object.assign(Object.create(null), more, fields) : fields));
}

/** Mostly plausible values; in a third of the cases anything hostile in its place. */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: plausible(schema, depth) }, { weight: 1, arbitrary: hostileValue });
}
