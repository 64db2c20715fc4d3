import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Keywords that only constrain or describe a value (zod checked them when the value was made). */
const constraints = new Set([
  '$schema',
  'title',
  'description',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  // fast-json-stringify writes required keys first; without the list it keeps zod's key order.
  'required',
]);

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNull = (value: unknown) => isObject(value) && Object.keys(value).length === 1 && value['type'] === 'null';

/**
 * `node` in the plain form fast-json-stringify serialises without a validator: a `null` alternative
 * becomes `nullable`, constraints are dropped (a format would make it rewrite dates). Undefined when
 * the schema holds anything else (unions, references, tuples, defaults...).
 */
function plainSchema(node: unknown): JsonSchema | undefined {
  if (!isObject(node)) return undefined;
  const plain: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (constraints.has(key)) continue;
    const part = plainPart(key, value);
    if (!part) return undefined;
    Object.assign(plain, part);
  }
  return plain;
}

function plainPart(key: string, value: unknown): JsonSchema | undefined {
  switch (key) {
    case 'enum':
    case 'const':
      return { [key]: value };
    case 'type':
      if (typeof value === 'string') return { type: value };
      if (Array.isArray(value) && value.length === 2 && value.includes('null')) {
        return { type: value.find((type) => type !== 'null'), nullable: true };
      }
      return undefined;
    case 'properties': {
      if (!isObject(value)) return undefined;
      const properties: JsonSchema = {};
      for (const [name, property] of Object.entries(value)) {
        const plain = plainSchema(property);
        if (!plain) return undefined;
        properties[name] = plain;
      }
      return { properties };
    }
    case 'additionalProperties':
      return value === false ? { additionalProperties: false } : wrapped(key, plainSchema(value));
    case 'items':
      return wrapped(key, plainSchema(value));
    case 'propertyNames':
      // Any string key: nothing for a serializer to check.
      return isObject(value) && Object.keys(value).length === 1 && value['type'] === 'string' ? {} : undefined;
    case 'anyOf': {
      // `X | null` only: any other union needs a validator to pick its branch.
      if (!Array.isArray(value) || value.length !== 2) return undefined;
      const nullAt = value.findIndex(isNull);
      const plain = nullAt < 0 ? undefined : plainSchema(value[1 - nullAt]);
      return plain && { ...plain, nullable: true };
    }
    default:
      return undefined;
  }
}

const wrapped = (key: string, plain: JsonSchema | undefined) => (plain ? { [key]: plain } : undefined);

/** zod types whose answers zod's own serializer rewrites or refuses (transforms, defaults): such a route keeps zod. */
const zodOnly = new Set(['pipe', 'transform', 'default', 'prefault', 'catch', 'custom', 'lazy', 'promise']);

/** A serializer compiled once from the zod schema's output JSON Schema; undefined if it has no plain form. */
export function fastSerializer(schema: z.ZodType): ((data: unknown) => string) | undefined {
  let json: unknown;
  let faithful = true;
  try {
    json = z.toJSONSchema(schema, {
      target: 'draft-07',
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
      override: ({ zodSchema }) => {
        if (zodOnly.has(zodSchema._zod.def.type)) faithful = false;
      },
    });
  } catch {
    return undefined;
  }
  const plain = faithful ? plainSchema(json) : undefined;
  return plain ? fastJsonStringify(plain) : undefined;
}

/**
 * The answers' serializer: fast-json-stringify where the route's zod schema has a plain form, zod's
 * own serializer elsewhere. With `checkAgainstZod` (outside production) every answer is serialised
 * both ways and must come out the same, so every test that reads an answer checks the compiled one.
 */
export function answerSerializerCompiler({
  checkAgainstZod,
}: {
  checkAgainstZod: boolean;
}): FastifySerializerCompiler<Parameters<typeof zodSerializerCompiler>[0]['schema']> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route);
    const fast = route.schema instanceof z.ZodType ? fastSerializer(route.schema) : undefined;
    if (!fast) return viaZod;
    if (!checkAgainstZod) return fast;
    return (data) => {
      const expected = viaZod(data);
      const answer = fast(data);
      if (answer !== expected)
        throw new Error(`${route.method} ${route.url}: the compiled serializer differs from zod's`);
      return answer;
    };
  };
}
