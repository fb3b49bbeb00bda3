/**
 * Bad inputs for one OpenAPI operation, generated deterministically from a seed: the fuzz test sends them all
 * and expects no 5xx. Each case starts from a plausible valid request (built from the operation's schemas)
 * and breaks one or more things: a field's type or text, a missing field, the body, the content type,
 * a path or query parameter, a header or cookie.
 */
import { mulberry32 } from '../lib/seeded-random.ts';

/** The subset of JSON Schema that @fastify/swagger emits for our zod contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  default?: unknown;
  nullable?: boolean;
  const?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, with {name} placeholders. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Cookies that replace the caller's (signed out / signed in) ones. */
  cookies?: Record<string, string>;
  payload?: string | Buffer;
}

/** Seeded inputs: the same sequence for the same seed everywhere. */
export function seededRandom(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof seededRandom>;

export function hashSeed(text: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619);
  return hash >>> 0;
}

/* ───────────────────────── The catalogue of bad values ───────────────────────── */

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** Text no field should break on: controls, broken UTF-16, odd Unicode, injections, numbers as text. */
export const BAD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'priya\u0000',
  '\u0000\u0000\u0000\u0000\u0000\u0000',
  'ab\u0001\u0002\u001f',
  '\u007f\u0085\u009f',
  '\t\n\r',
  '\u001b[31mred',
  '\ud800',
  '\udfff',
  'ab\ud800cd',
  '\udc00\ud800',
  '\ufffe\uffff',
  '\ufdd0',
  '\u{10ffff}',
  '\u202eevil\u202c',
  '\u2066\u2067\u2069',
  '\u200b\u200c\u200d\u2060\ufeff',
  '\u2028\u2029',
  '\u33d6'.repeat(200),
  'e\u0301'.repeat(150),
  '\ufdfa'.repeat(50),
  '\u0390'.repeat(100),
  '😀'.repeat(100),
  '👨‍👩‍👧‍👦',
  'प्रिया शर्मा',
  'علي‎',
  '１２３４５６',
  '٣٤٥٦٧٨',
  "' OR 1=1 --",
  '"; drop table users; --',
  '%00',
  '%',
  '%%',
  '%ZZ',
  '\\',
  '"',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '0x10',
  '9'.repeat(400),
  '   42   ',
  '__proto__',
  'constructor',
  ' '.repeat(1000),
];

/** Non-text values where anything else was expected. */
export const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
  [],
  [1, 2, 3],
  [null],
  {},
  { a: 1 },
  { $gt: '' },
  nested(500, 'deep'),
  Array.from({ length: 10_000 }, (_, i) => i),
  Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i])),
];

/** A huge string of 1–100 KB: a few per operation, since they are the slow ones. */
const hugeString = (random: Random) => {
  const length = random.int(1024, 100 * 1024);
  return random.pick(['a', '\u33d6', '\u0000', 'é', ' ', '9', '\ud83d']).repeat(length).slice(0, length);
};

/** Text for a query string or path: percent-encoded, with lone surrogates written as their (invalid) UTF-8 bytes. */
export function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) => {
      const code = char.codePointAt(0)!;
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }).join('');
  }
}

/** Raw percent-encodings that are broken or decode to something odd. */
const RAW_ENCODED = [
  '%00',
  'a%00b',
  '%C0%80',
  '%ED%A0%80',
  '%FF%FE',
  '%E0%A4',
  '%F4%90%80%80',
  '%25',
  '%2',
  '%%32%35',
  '%2e%2e%2f%2e%2e%2f',
  '%252e%252e',
  '%0d%0aSet-Cookie:%20x=1',
  '%E3%8F%96'.repeat(200),
  '+',
  '%20%20',
];

/** Path parameter values that are not what the route expects. */
const BAD_PATH_VALUES = [
  '-1',
  '0',
  '1.5',
  '1e9',
  '1e400',
  '0x1A',
  '%EF%BC%91',
  '2147483648',
  '99999999999999999999',
  'abc',
  'null',
  'NaN',
  '%00',
  '1%00',
  '%20',
  '..',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%2F',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%FF',
  '%',
  'a'.repeat(199),
  'a'.repeat(300),
  '%E3%8F%96'.repeat(60),
  '__proto__',
  'constructor',
];

const DEEP_ARRAY_JSON = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
/** Broken or hostile JSON texts; the first ones are sent to every operation with a body. */
const CORE_MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a": NaN}',
  '{"a": 1e999}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  DEEP_ARRAY_JSON,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}{"__proto__":{"x":1}}${'}'.repeat(5_000)}`,
];
const MALFORMED_JSON = [
  ...CORE_MALFORMED_JSON,
  '[',
  '}',
  'nul',
  'NaN',
  '{"a": Infinity}',
  '{"a": -1e999}',
  "{'a': 1}",
  '{"a":1,}',
  '{a:1}',
  '{"a":"\\uZZZZ"}',
  '{"a": 01}',
  '"just a string"',
  '123',
  'true',
  'null',
  '[]',
  '{"a":1,"a":2}',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/json; boundary=;;;',
  'application/vnd.api+json',
  '*/*',
  'application',
  ';',
];

/* ───────────────────────── Valid examples from the schemas ───────────────────────── */

/** Valid samples for constrained strings; the first one a field's pattern and lengths accept is used. */
const STRING_SAMPLES = [
  'Priya Sharma',
  'priya_test1',
  'priya@example.in',
  'Tulsi#Garden42',
  '12, Lotus Apartments, MG Road',
  '560001',
  '9876543210',
  '123456',
  '4111111111111111',
  '12/39',
  '123',
  'priya@okaxis',
  'fuzz-key-0001',
  '1',
  '1.svg',
];

function matches(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (schema.format === 'email' && !value.includes('@')) return false;
  return true;
}

/** A value the schema accepts, as far as a JSON Schema can tell (zod refinements may still refuse it). */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) {
    // Prefer an object alternative that needs the most fields: it leaves the most to break.
    const [first] = [...alternatives].sort((a, b) => (b.required?.length ?? 0) - (a.required?.length ?? 0));
    return exampleOf(first!);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = exampleOf(child);
      return out;
    }
    case 'array':
      return schema.items ? [exampleOf(schema.items)] : [];
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      return STRING_SAMPLES.find((sample) => matches(schema, sample)) ?? 'a'.repeat(schema.minLength ?? 1);
    default:
      return 'x';
  }
}

/* ───────────────────────── Building the cases ───────────────────────── */

type Path = (string | number)[];

/** Every place in a JSON value that can be replaced, with the schema of what belongs there. */
function slotsOf(
  value: unknown,
  schema: JsonSchema | undefined,
  path: Path = [],
): { path: Path; schema?: JsonSchema }[] {
  const here = { path, schema };
  if (Array.isArray(value)) {
    return [here, ...value.flatMap((item, i) => slotsOf(item, schema?.items, [...path, i]))];
  }
  if (value && typeof value === 'object') {
    const alternatives = schema?.oneOf ?? schema?.anyOf;
    const objectSchema = alternatives ? alternatives.find((a) => a.properties) : schema;
    return [
      here,
      ...Object.entries(value).flatMap(([key, child]) =>
        slotsOf(child, objectSchema?.properties?.[key], [...path, key]),
      ),
    ];
  }
  return [here];
}

function setAt(root: unknown, path: Path, replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  else node[last] = replacement;
  return copy;
}

const describeValue = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length})` : text;
};

/** A valid request where the schemas alone cannot tell (zod refinements such as a card's checksum). */
export interface ValidExample {
  body?: unknown;
  query?: Record<string, string>;
  path?: Record<string, string>;
}

/**
 * The values every slot always gets (NUL, other controls, broken UTF-16, noncharacters, bidi, odd Unicode,
 * wrong types, deep nesting); the rest of the catalogue is sampled with the seed to fill up the minimum.
 */
const CORE_STRINGS: readonly string[] = [
  '\u0000',
  'priya\u0000',
  '\u001b[31mred',
  '\u007f\u0085\u009f',
  'ab\ud800cd',
  '\ufffe\uffff',
  '\u202eevil\u202c',
  '\u33d6'.repeat(200),
  '',
  '9'.repeat(400),
];
const CORE_VALUES: readonly unknown[] = [null, -1, 1.5, 1e308, [], {}, nested(500, 'deep')];
const CORE_RAW_ENCODED = ['%00', '%ED%A0%80', '%C0%80', '%FF%FE', '%2'];
const CORE_PATH_VALUES = [
  '-1',
  '0',
  '1.5',
  '1e9',
  '2147483648',
  'abc',
  '%00',
  '%2e%2e%2f',
  '%ED%A0%80',
  '%',
  'a'.repeat(300),
];
const CORE_CONTENT_TYPES = WRONG_CONTENT_TYPES.slice(0, 6);
const rest = <T>(all: readonly T[], core: readonly T[]) => all.filter((item) => !core.includes(item));

/**
 * At least `minimum` bad requests for one operation, the same list for the same seed: every slot (path
 * and query parameter, header, body field) gets the core values, the body its structural breakage
 * (wrong root type, missing fields, broken JSON, wrong content types), and the seed picks from the rest.
 */
export function badInputs(
  operation: Operation,
  { minimum, seed, example = {} }: { minimum: number; seed: number; example?: ValidExample },
): { valid: FuzzCase; cases: FuzzCase[] } {
  const random = seededRandom(seed ^ hashSeed(`${operation.method} ${operation.path}`));
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const headerParams = operation.parameters.filter((p) => p.in === 'header');
  const validPath: Record<string, string> = Object.fromEntries(
    pathParams.map((p) => [p.name, encodeLoosely(example.path?.[p.name] ?? String(exampleOf(p.schema)))]),
  );
  const validQuery: Record<string, string> = {
    ...Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, String(exampleOf(p.schema))])),
    ...example.query,
  };
  const validHeaders: Record<string, string> = Object.fromEntries(
    headerParams.map((p) => [p.name, String(exampleOf(p.schema))]),
  );
  const validBody = operation.body ? (example.body ?? exampleOf(operation.body)) : undefined;

  interface Changes {
    path?: Record<string, string>;
    /** Encoded query parts added to the valid ones, or replacing them with `replaceQuery`. */
    query?: string[];
    replaceQuery?: boolean;
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
    body?: unknown;
    rawBody?: string | Buffer;
    method?: string;
  }
  const build = (label: string, changes: Changes = {}): FuzzCase => {
    const pathValues = { ...validPath, ...changes.path };
    const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '1');
    // A broken parameter replaces its valid value rather than repeating the name.
    const broken = new Set((changes.query ?? []).map((part) => part.split(/[=[]/)[0]));
    const validParts = Object.entries(validQuery)
      .filter(([k]) => !broken.has(k))
      .map(([k, v]) => `${k}=${encodeLoosely(v)}`);
    const parts = changes.replaceQuery ? (changes.query ?? []) : [...validParts, ...(changes.query ?? [])];
    const headers: Record<string, string> = { ...validHeaders, ...changes.headers };
    let payload: string | Buffer | undefined;
    if (changes.rawBody !== undefined) payload = changes.rawBody;
    else if ('body' in changes) payload = JSON.stringify(changes.body) ?? 'null';
    else if (validBody !== undefined) payload = JSON.stringify(validBody);
    if (payload !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json';
    return {
      label,
      method: changes.method ?? operation.method,
      url: parts.length ? `${url}?${parts.join('&')}` : url,
      headers,
      ...(changes.cookies ? { cookies: changes.cookies } : {}),
      ...(payload !== undefined ? { payload } : {}),
    };
  };
  const core: FuzzCase[] = [];
  const extra: FuzzCase[] = [];

  // Path parameters that are not ids (or not the expected names).
  for (const param of pathParams) {
    const at = (value: string) => ({ path: { [param.name]: value } });
    for (const value of CORE_PATH_VALUES) core.push(build(`path ${param.name}=${value.slice(0, 30)}`, at(value)));
    for (const value of rest(BAD_PATH_VALUES, CORE_PATH_VALUES)) {
      extra.push(build(`path ${param.name}=${value.slice(0, 30)}`, at(value)));
    }
    for (const value of BAD_STRINGS) {
      extra.push(build(`path ${param.name}=${describeValue(value)}`, at(encodeLoosely(value))));
    }
  }

  // Query parameters: every declared one, and an undeclared one.
  const queryTargets = [...queryParams.map((p) => p.name), 'unexpected'];
  for (const name of queryTargets) {
    const text = (value: string) =>
      build(`query ${name}=${describeValue(value)}`, { query: [`${name}=${encodeLoosely(value)}`] });
    const raw = (value: string) => build(`query ${name}=${value.slice(0, 30)}`, { query: [`${name}=${value}`] });
    core.push(...CORE_STRINGS.map(text), ...CORE_RAW_ENCODED.map(raw));
    core.push(build(`query ${name} repeated`, { query: [`${name}=1`, `${name}=2`, `${name}=%00`] }));
    extra.push(...rest(BAD_STRINGS, CORE_STRINGS).map(text), ...rest(RAW_ENCODED, CORE_RAW_ENCODED).map(raw));
    extra.push(build(`query ${name}[] / ${name}[a]`, { query: [`${name}[]=1`, `${name}[a]=2`] }));
    extra.push(build(`query ${name} without =`, { query: [name] }));
  }
  core.push(build('query huge', { query: [`${random.pick(queryTargets)}=${encodeLoosely(hugeString(random))}`] }));
  for (const param of queryParams.filter((p) => p.required)) {
    core.push(
      build(`query without required ${param.name}`, {
        replaceQuery: true,
        query: Object.entries(validQuery)
          .filter(([k]) => k !== param.name)
          .map(([k, v]) => `${k}=${encodeLoosely(v)}`),
      }),
    );
  }
  core.push(build('query __proto__', { query: ['__proto__=1', 'constructor=2', '__proto__[x]=3'] }));

  // Header parameters (e.g. Idempotency-Key); light-my-request refuses control characters in headers.
  for (const param of headerParams) {
    core.push(build(`header ${param.name} missing`, { headers: { [param.name]: '' } }));
    for (const value of BAD_STRINGS.filter((v) => /^[\x20-\x7e]*$/.test(v))) {
      (CORE_STRINGS.includes(value) ? core : extra).push(
        build(`header ${param.name}=${describeValue(value)}`, { headers: { [param.name]: value } }),
      );
    }
  }

  // The body: wrong root types, missing fields, every field broken, arrays where objects go, broken JSON.
  const bodySlots = operation.body ? slotsOf(validBody, operation.body).filter((s) => s.path.length > 0) : [];
  if (operation.body) {
    for (const value of [...CORE_VALUES, 'text', true, 0])
      core.push(build(`body=${describeValue(value)}`, { body: value }));
    core.push(build('body = [valid]', { body: [validBody] }));
    for (const value of rest(BAD_VALUES, CORE_VALUES))
      extra.push(build(`body=${describeValue(value)}`, { body: value }));
    for (const slot of bodySlots) {
      const where = slot.path.join('.');
      const at = (value: unknown) => ({ body: setAt(validBody, slot.path, value) });
      core.push(build(`body.${where} missing`, { body: setAt(validBody, slot.path, undefined, true) }));
      for (const value of [...CORE_VALUES, ...CORE_STRINGS])
        core.push(build(`body.${where}=${describeValue(value)}`, at(value)));
      for (const value of [...rest(BAD_VALUES, CORE_VALUES), ...rest(BAD_STRINGS, CORE_STRINGS)]) {
        extra.push(build(`body.${where}=${describeValue(value)}`, at(value)));
      }
      extra.push(build(`body.${where}=huge`, at(hugeString(random))));
      const current = slot.path.reduce<unknown>(
        (node, key) => (node as Record<string | number, unknown>)[key],
        validBody,
      );
      if (current && typeof current === 'object') core.push(build(`body.${where}=[object]`, at([current])));
    }
    if (bodySlots.length) {
      core.push(build('body field huge', { body: setAt(validBody, random.pick(bodySlots).path, hugeString(random)) }));
    }
    for (const raw of CORE_MALFORMED_JSON) core.push(build(`raw body ${raw.slice(0, 30)}`, { rawBody: raw }));
    for (const raw of rest(MALFORMED_JSON, CORE_MALFORMED_JSON))
      extra.push(build(`raw body ${raw.slice(0, 30)}`, { rawBody: raw }));
    core.push(
      build('raw body invalid UTF-8', {
        rawBody: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d]),
      }),
    );
    core.push(build('body over the 1 MB limit', { rawBody: JSON.stringify({ a: 'a'.repeat(1_100_000) }) }));
    core.push(build('empty JSON body', { rawBody: '' }));
    for (const type of WRONG_CONTENT_TYPES) {
      (CORE_CONTENT_TYPES.includes(type) ? core : extra).push(
        build(`content-type ${type}`, { headers: { 'content-type': type }, rawBody: JSON.stringify(validBody) }),
      );
    }
    core.push(
      build('gzip content-encoding that is not gzip', {
        headers: { 'content-encoding': 'gzip' },
        rawBody: JSON.stringify(validBody),
      }),
    );
  } else {
    // Bodies where none is expected.
    for (const raw of ['{}', '{"a":1}', ...CORE_MALFORMED_JSON.slice(0, 3), DEEP_ARRAY_JSON, 'a'.repeat(2000)]) {
      core.push(build(`unexpected body ${raw.slice(0, 20)}`, { rawBody: raw }));
    }
    for (const type of CORE_CONTENT_TYPES) {
      core.push(build(`unexpected ${type} body`, { headers: { 'content-type': type }, rawBody: 'x=1' }));
    }
  }

  // Cookies and headers any client controls.
  const cookieCases: Record<string, string>[] = [
    { aushadh_session: 'x' },
    { aushadh_session: '%00' },
    { aushadh_session: 'a'.repeat(4000) },
    { aushadh_guest: 'garbage' },
    { aushadh_guest: 's:garbage.signature' },
    { aushadh_guest: '%ED%A0%80.x' },
    { aushadh_oauth: 's:{"provider":"google"}.bad' },
    { aushadh_session: '', aushadh_guest: '' },
  ];
  for (const cookies of cookieCases) {
    core.push(
      build(`cookies ${Object.keys(cookies).join(',')}=${describeValue(Object.values(cookies)[0])}`, { cookies }),
    );
  }
  core.push(build('accept: nonsense', { headers: { accept: '%%%/;q=nope' } }));
  core.push(build('x-forwarded-for garbage', { headers: { 'x-forwarded-for': 'not-an-ip, ::::, 999.1.1.1' } }));
  core.push(build('origin foreign', { headers: { origin: 'https://evil.example' } }));
  core.push(build('accept-encoding garbage', { headers: { 'accept-encoding': 'br;q=x, gzip;q=-1, *;q=2' } }));
  core.push(build('wrong method PATCH', { method: 'PATCH' }));
  core.push(build('wrong method OPTIONS', { method: 'OPTIONS' }));

  // Fill up to the minimum: first from the rest of the catalogue, then with random combinations.
  const cases = [...core];
  while (cases.length < minimum && extra.length > 0) cases.push(extra.splice(random.int(0, extra.length - 1), 1)[0]!);
  for (let n = 0; cases.length < minimum; n++) {
    const changes: Changes = { query: [`${random.pick(queryTargets)}=${encodeLoosely(random.pick(BAD_STRINGS))}`] };
    if (pathParams.length) changes.path = { [random.pick(pathParams).name]: random.pick(BAD_PATH_VALUES) };
    if (bodySlots.length) {
      let body = validBody;
      for (let k = random.int(1, 3); k > 0; k--) {
        const slot = random.pick(bodySlots);
        body = setAt(body, slot.path, random.next() < 0.6 ? random.pick(BAD_STRINGS) : random.pick(BAD_VALUES));
      }
      changes.body = body;
    }
    if (random.next() < 0.2) changes.cookies = random.pick(cookieCases);
    cases.push(build(`random combination #${n}`, changes));
  }
  return { valid: build('the valid example'), cases };
}
