import fc from 'fast-check';
import { z } from 'zod';

/**
 * Input generators for the property tests, derived from the contract's zod schemas: a schema is
 * turned into its JSON Schema (input side) and each keyword into a fast-check arbitrary. Values
 * that would be rejected on purpose (wrong types, huge or odd strings) come from `nasty`.
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: Json[];
  const?: Json;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: Json;
};

/** Emails that exist in the property tests' database, so generated inputs reach real accounts. */
export const KNOWN_EMAILS = [
  'cliente.verificado@demo.pe',
  'nuevo.cliente@demo.pe',
  'prospecto@demo.pe',
  'sin.verificar@demo.pe',
  'bloqueado@demo.pe',
];

const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 64, 300);
  if (s.format === 'email') {
    return fc.oneof(
      fc.constantFrom(...KNOWN_EMAILS),
      fc.emailAddress().filter((e) => e.length <= maxLength),
    );
  }
  if (s.format === 'date') return isoDate;
  if (s.pattern) {
    try {
      const re = new RegExp(s.pattern, /\\p\{/.test(s.pattern) ? 'u' : '');
      return fc
        .stringMatching(re)
        .filter((v) => v.length >= minLength && v.length <= maxLength && re.test(v));
    } catch {
      // A pattern fast-check cannot generate from (e.g. a lookahead): plain strings instead.
    }
  }
  return fc.string({ minLength, maxLength, unit: fc.constantFrom('grapheme', 'binary') as never });
}

function resolve(s: JsonSchema, root: JsonSchema): JsonSchema {
  if (!s.$ref) return s;
  const name = s.$ref.replace('#/$defs/', '');
  const target = root.$defs?.[name];
  if (!target) throw new Error(`unresolved ${s.$ref}`);
  return resolve(target, root);
}

function fromJsonSchema(input: JsonSchema, root: JsonSchema): fc.Arbitrary<Json> {
  const s = resolve(input, root);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => fromJsonSchema(a, root)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<Json>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = fromJsonSchema(v, root);
      return fc.record(model, { requiredKeys: s.required ?? [] }) as fc.Arbitrary<Json>;
    }
    case 'array':
      return fc.array(s.items ? fromJsonSchema(s.items, root) : fc.jsonValue(), {
        maxLength: 5,
      }) as fc.Arbitrary<Json>;
    case 'string':
      return stringArb(s);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e9, max: s.maximum ?? 1e9, noNaN: true });
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue() as fc.Arbitrary<Json>;
  }
}

/** Values that satisfy the schema's shape (types, enums, lengths, patterns, formats). */
export function arbitraryFromSchema(schema: z.core.$ZodType): fc.Arbitrary<Record<string, Json>> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(json, json) as fc.Arbitrary<Record<string, Json>>;
}

/** Strings an attacker or a broken client would send. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u0000\u0001\u0002',
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    '"); SELECT pg_sleep(1); --',
    '%',
    '%00',
    '%E0%A4%A',
    '../../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '<script>alert(1)</script>',
    '{{7*7}}${7*7}',
    '__proto__',
    'constructor',
    '\uD800',
    '\uFFFF\uFFFE',
    'ñandú@ñandú.pe',
    'ÁÉÍÓÚ áéíóú Ññ',
    '🇵🇪🦙💸',
    'a'.repeat(255) + '@demo.pe',
    'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    '$argon2id$v=19$m=19456,t=2,p=1$',
    '123456',
    '000000',
    '1e309',
    'NaN',
    'null',
    'true',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
);

/** A string long enough to cross every length limit, sometimes the body limit too. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a', 'ñ', '9', '🦙', '\u0000', '%'), fc.constantFrom(300, 5_000, 150_000))
  .map(([c, n]) => c.repeat(n));

/** Any value in place of a field: wrong types, nasty or huge strings, nested junk. */
export const anyFieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: hugeString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1e308,
      -0,
      Number.MAX_SAFE_INTEGER + 2,
      [],
      {},
    ),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 3 }) },
);

/** One change to an object: a field replaced, removed, or an extra field added. */
export type Mutation =
  | { kind: 'replace'; index: number; value: unknown }
  | { kind: 'delete'; index: number }
  | { kind: 'extra'; key: string; value: unknown };

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('replace' as const),
      index: fc.nat(),
      value: anyFieldValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), index: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      key: fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'id', 'status', 'password_hash', 'role'),
        fc.string({ maxLength: 20 }),
      ),
      value: anyFieldValue,
    }),
  },
);

/** Applies mutations to a copy of an object, field by field. */
export function mutate(
  base: Record<string, unknown>,
  mutations: readonly Mutation[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const m of mutations) {
    const keys = Object.keys(out);
    if (m.kind === 'extra') {
      // defineProperty: a literal "__proto__" key is sent as data, like JSON.parse would see it.
      Object.defineProperty(out, m.key, {
        value: m.value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
      continue;
    }
    if (keys.length === 0) continue;
    const key = keys[m.index % keys.length]!;
    if (m.kind === 'delete') delete out[key];
    else out[key] = m.value;
  }
  return out;
}

/** Bodies that are not valid JSON, or JSON of the wrong shape. */
export const malformedBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"email":',
    '{"email": "a@b.pe",}',
    "{'email': 'a@b.pe'}",
    'nul',
    'null',
    '[]',
    '""',
    '0',
    '\u0000',
    '{"__proto__": {"admin": true}}',
    '{"constructor": {"prototype": {"admin": true}}}',
    '{"email": "a@b.pe", "email": 1}',
    '\uFEFF{"email": "a@b.pe"}',
    '['.repeat(5_000),
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue().map((v) => JSON.stringify(v)),
);

/** Content types a client might send instead of JSON (undefined: no header at all). */
export const contentTypeArb: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----x',
      'application/xml',
      'application/octet-stream',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'application/jsonp',
      'application/vnd.api+json',
      '*/*',
      'garbage',
      undefined,
    ),
  },
);

/** Path parameter values: valid from the schema, or anything (encoded as a client would). */
export function paramValueArb(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 3, arbitrary: nastyString.filter((s) => s.length > 0) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('a'.repeat(299), 'ñ'.repeat(120), '9'.repeat(1000)),
    },
  );
}
