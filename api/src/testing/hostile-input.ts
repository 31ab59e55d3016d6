import fc from 'fast-check';

/** What the fuzzing sends as a body: a JSON value, or raw text that is not valid JSON. */
export type HostileBody = { json: unknown } | { raw: string };

const HUGE = 70 * 1024; // above the API's 64 KiB body limit
const TOO_DEEP = { min: 65, max: 15_000 }; // above the API's 64 levels of nesting, up to the issue 27 reproduction

/** Strings an attacker or a broken client sends: empty, control characters, injections, lone surrogates, huge. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom('', ' ', '\u0000', '\uD800', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', 'javascript:alert(1)'),
  fc.constantFrom('9999-12-31T23:59', '2026-02-30T10:00', '0000-01-01T00:00', '2026-03-27T25:61', '-1', '1e309', 'NaN', 'null', 'true'),
  fc.integer({ min: 256, max: HUGE }).map((length) => 'é'.repeat(length)),
  fc.uuid(),
);

/** Any value in a field's place: wrong types, nulls, nested junk, numbers at the edges. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
);

/** Text a JSON parser must refuse. */
const invalidJson = fc.oneof(
  fc.constantFrom('{', '{"a":', 'undefined', '[1,]', "{'a':1}", '{"a":1}}', 'NaN', '\u0000', '--', '{"__proto__":'),
  fc.string({ minLength: 1, maxLength: 40 }).filter((text) => !isJson(text)),
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

type Mutation = { op: 'replace'; key: string; value: unknown } | { op: 'delete'; key: string } | { op: 'extra'; key: string; value: unknown };

const applyMutations = (valid: Record<string, unknown>, mutations: Mutation[]) => {
  const body: Record<string, unknown> = { ...valid };
  for (const mutation of mutations) {
    if (mutation.op === 'delete') delete body[mutation.key];
    else body[mutation.key] = mutation.value;
  }
  return body;
};

/** Arrays and objects nested `depth` deep, as text: JSON.stringify itself recurses and would overflow first. */
const nestedText = (depth: number, opener: '[' | '{"a":') => `${opener.repeat(depth)}0${(opener === '[' ? ']' : '}').repeat(depth)}`;

/** Valid JSON nested too deep: on its own, or in place of one field of the valid body. */
function deepBody(keys: string[], valid: unknown): fc.Arbitrary<HostileBody> {
  const deep = fc
    .record({ depth: fc.integer(TOO_DEEP), opener: fc.constantFrom('[' as const, '{"a":' as const) })
    .map(({ depth, opener }) => nestedText(depth, opener));
  if (!keys.length) return deep.map((raw) => ({ raw }));
  const inField = fc.record({ key: fc.constantFrom(...keys), text: deep }).map(({ key, text }) => {
    const placeholder = '"__profondeur__"';
    return { raw: JSON.stringify({ ...(valid as Record<string, unknown>), [key]: '__profondeur__' }).replace(placeholder, text) };
  });
  return fc.oneof(
    deep.map((raw) => ({ raw })),
    inField,
  );
}

/** Bodies near a valid one (one to three fields broken, removed or added), nested too deep, and bodies from nowhere. */
export function hostileBody(valid: unknown): fc.Arbitrary<HostileBody> {
  const anyJson = fc.jsonValue({ maxDepth: 4 }).map((json) => ({ json }));
  const raw = invalidJson.map((text) => ({ raw: text }));
  const keys = valid && typeof valid === 'object' ? Object.keys(valid) : [];
  if (!keys.length)
    return fc.oneof(
      anyJson,
      raw,
      hostileValue.map((json) => ({ json })),
      deepBody(keys, valid),
    );
  const key = fc.constantFrom(...keys);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ op: fc.constant('replace' as const), key, value: hostileValue }),
    fc.record({ op: fc.constant('delete' as const), key }),
    fc.record({ op: fc.constant('extra' as const), key: fc.constantFrom('id', 'role', 'bookerId', 'status', 'createdAt', '__proto__', 'x'), value: hostileValue }),
  );
  const near = fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => ({ json: applyMutations(valid as Record<string, unknown>, mutations) }));
  return fc.oneof({ arbitrary: near, weight: 4 }, { arbitrary: anyJson, weight: 1 }, { arbitrary: raw, weight: 1 }, { arbitrary: deepBody(keys, valid), weight: 1 });
}

/** Percent escapes that do not decode: truncated, not hexadecimal, a lone `%`, an overlong UTF-8 form, a lone surrogate. */
export const MALFORMED_ESCAPES = ['%E0%A4%A', '%ZZ', '%', '%C0%AF', '%ED%A0%80', '%E0%A4'] as const;

/** A query string: none mostly, or one carrying a malformed escape in a name or a value, or junk. */
export function hostileQuery(): fc.Arbitrary<string> {
  const malformed = fc.constantFrom(...MALFORMED_ESCAPES);
  return fc.oneof(
    { arbitrary: fc.constant(''), weight: 4 },
    { arbitrary: malformed.map((escape) => `?search=${escape}`), weight: 1 },
    { arbitrary: malformed.map((escape) => `?${escape}=1`), weight: 1 },
    { arbitrary: fc.string({ maxLength: 30 }).map((text) => `?q=${encodeURIComponent(text)}`), weight: 1 },
  );
}

/** A path parameter: the seeded id mostly, or a wrong one (unknown UUID, junk, huge, a broken escape). */
export function hostileParam(seeded: string): fc.Arbitrary<string> {
  const encoded = fc
    .oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom('0', '-1', 'null', '..', '%', "1' OR '1'='1", 'é'.repeat(3000)))
    .map(encodeURIComponent);
  // Raw segments: malformed percent escapes and an encoded NUL, as a browser would never send them.
  return fc.oneof(
    { arbitrary: fc.constant(seeded), weight: 3 },
    { arbitrary: encoded, weight: 2 },
    { arbitrary: fc.constantFrom('%00', ...MALFORMED_ESCAPES), weight: 1 },
  );
}
