import { readdirSync } from 'node:fs';
import path from 'node:path';
import { orderListAnswer, orderSchema } from '@karigar/domain/order';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, fastSerializer } from './answer-serializer';

type JsonSchema = Record<string, unknown>;

const text = 'Asha "A" Patil \\ आशा पाटील </script> \u2028 done';
const textOfFormat: Record<string, string> = {
  email: 'asha@example.com',
  uuid: '0b6f3c1e-8d2a-4c5b-9e7f-1a2b3c4d5e6f',
  'date-time': '2026-11-25T10:00:00.000Z',
  date: '2026-11-25',
  uri: 'https://example.com/a?b=c',
};

/**
 * A value of an output JSON Schema, with text that needs escaping and an unknown key in every
 * object (zod strips it): with every optional key and an object for every `| null` (`full`), or
 * with no optional key and null wherever allowed.
 */
function sample(schema: JsonSchema, full: boolean): unknown {
  if (Array.isArray(schema['anyOf'])) {
    const other = (schema['anyOf'] as JsonSchema[]).find((branch) => branch['type'] !== 'null');
    return full && other ? sample(other, full) : null;
  }
  if (schema['const'] !== undefined) return schema['const'];
  if (Array.isArray(schema['enum'])) return schema['enum'].at(full ? -1 : 0);
  const types = [schema['type']].flat();
  if (!full && types.includes('null')) return null;
  switch (types[0]) {
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
      const required = (schema['required'] ?? []) as string[];
      const value: Record<string, unknown> = { unknownKey: 'stripped' };
      for (const [key, property] of Object.entries(properties)) {
        if (full || required.includes(key)) value[key] = sample(property, full);
      }
      const extra = schema['additionalProperties'];
      if (typeof extra === 'object') Object.assign(value, { one: sample(extra as JsonSchema, full) });
      if (extra !== false) delete value['unknownKey'];
      return value;
    }
    case 'array':
      return [sample(schema['items'] as JsonSchema, full), sample(schema['items'] as JsonSchema, !full)];
    case 'string':
      return textOfFormat[String(schema['format'])] ?? text;
    case 'integer':
      return full ? 42 : 0;
    case 'number':
      return full ? 1234.5 : 0.1;
    case 'boolean':
      return full;
    default:
      return { any: ['value', 1, null] };
  }
}

const viaZod = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value as never));
const samples = (schema: z.ZodType) => {
  const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'output' }) as JsonSchema;
  return [sample(json, true), sample(json, false)];
};

describe('the compiled answer serializers', () => {
  it('write the orders list and an order detail byte for byte as zod does', () => {
    for (const schema of [orderListAnswer, orderSchema]) {
      const fast = fastSerializer(schema);
      expect(fast).toBeDefined();
      for (const value of samples(schema)) expect(fast!(value)).toBe(viaZod(schema, value));
    }
  });

  it('write every shared schema they compile byte for byte as zod does', async () => {
    const dir = path.resolve(import.meta.dirname, '../../../../packages/domain/src');
    let compared = 0;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const exports = (await import(path.join(dir, file))) as Record<string, unknown>;
      for (const schema of Object.values(exports)) {
        if (!(schema instanceof z.ZodType)) continue;
        const fast = fastSerializer(schema);
        if (!fast) continue;
        for (const value of samples(schema)) {
          // A request schema whose checks or transforms this sample does not pass: not an answer.
          const encoded = z.safeEncode(schema, value as never);
          if (!encoded.success) continue;
          expect(fast(value)).toBe(JSON.stringify(encoded.data));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it('leave unions other than "| null", dates, tuples, defaults and transforms to zod', () => {
    expect(fastSerializer(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]))).toBeUndefined();
    expect(fastSerializer(z.object({ at: z.date() }))).toBeUndefined();
    expect(fastSerializer(z.object({ items: z.tuple([z.string(), z.number()]) }))).toBeUndefined();
    expect(fastSerializer(z.object({ name: z.string().default('Asha') }))).toBeUndefined();
    expect(fastSerializer(z.object({ page: z.preprocess(Number, z.number()) }))).toBeUndefined();
  });

  it('refuse, outside production, an answer the compiled serializer would write otherwise than zod', () => {
    const route = { schema: z.object({ name: z.string() }), method: 'GET', url: '/api/x', httpStatus: '200' };
    // zod reads the keys, fast-json-stringify calls toJSON first.
    const answer = { name: 'Asha', toJSON: () => ({ name: 'Ravi' }) };
    expect(() => answerSerializerCompiler({ checkAgainstZod: true })(route)(answer)).toThrow(/differs from zod/);
    expect(answerSerializerCompiler({ checkAgainstZod: false })(route)(answer)).toBe('{"name":"Ravi"}');
  });
});
