import fc from 'fast-check';

/**
 * Values a careless or hostile client sends: control characters, broken Unicode, very long
 * text, injection-looking strings, extreme numbers, deep nesting, prototype keys, and values of
 * the wrong shape. Used by the API fuzz test in place of any field, parameter or body.
 */

const controlCharacter = fc.oneof(fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)), fc.constant('\u007f'));

/** Text with a control character somewhere in it. */
const withControl = fc.tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 })).map((parts) => parts.join(''));

/** Lone surrogates and the replacement character, alone or inside ordinary text. */
const brokenUnicode = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\ufffd'), fc.string({ maxLength: 6 }))
  .map((parts) => parts.join(''));

const longText = fc.constantFrom(1_001, 5_000, 60_000, 250_000).map((length) => 'x'.repeat(length));

const oddText = fc.constantFrom(
  '', ' ', '   \t ', "' OR 1=1 --", '"; DROP TABLE users; --', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>',
  'javascript:alert(1)', '../../etc/passwd', '%00', '%E0%A4', '${7*7}', '{{7*7}}', 'null', 'undefined', 'NaN', 'Infinity',
  '-1', '0', '1e309', '0x1F', '१२३', 'अंगूठी', 'மோதிரம்', '💍'.repeat(300), 'a@b', 'a@b.co', 'admin', 'true', '[]', '{}',
);

/** NUL, the character databases refuse in text, gets its own share. */
const withNul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([before, after]) => `${before}\u0000${after}`);

export const hostileString: fc.Arbitrary<string> = fc.oneof(withNul, withControl, brokenUnicode, longText, oddText, fc.string({ maxLength: 40 }));

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, 0.5, -0.0001, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** `{"a":{"a":...}}` nested deeper than any body the store reads. */
export function nested(levels: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
}

/** The same as JSON text, built without recursion (JSON.stringify overflows its stack on deep values). */
export function nestedJson(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** Own properties named like the prototype chain (JSON.parse makes them own keys). */
const prototypeKeys = fc.constantFrom(
  JSON.parse('{"__proto__":{"isAdmin":true,"roleType":"admin"}}') as unknown,
  JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}') as unknown,
  JSON.parse('{"prototype":null,"__proto__":[]}') as unknown,
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 21, max: 200 }).map((levels) => nested(levels)) },
  { weight: 1, arbitrary: prototypeKeys },
);

/** Raw text for a path segment or query value, %-encoded; some encodings are deliberately broken. */
export const hostileUrlText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileString.map(encodeForUrl) },
  { weight: 1, arbitrary: fc.constantFrom('%E0%A4', '%ZZ', '%C0%80', '%ED%A0%80', '%', '%%', '%FF%FE', '..%2F..%2F') },
);

/** encodeURIComponent, with a lone surrogate sent as its (invalid) UTF-8 bytes instead of throwing. */
export function encodeForUrl(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}
