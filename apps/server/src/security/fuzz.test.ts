import fc from 'fast-check';
import { allRoutes } from '@scrapbridge/domain/contract/contract';
import type { TRoute } from '@scrapbridge/domain/contract/define-route';
import { DOCUMENT_TYPES } from '@scrapbridge/domain/orders/documents';
import { FILE_TYPES } from '@scrapbridge/domain/media';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { askTestApp } from '../../test/ask-fixtures.ts';
import { passwordLogin, queryRows } from '../../test/api.ts';
import { arbitraryOf, jsonSchemaOf, type TIdPool } from '../../test/schema-arbitrary.ts';
import type { TTestApp } from '../../test/test-app.ts';
import { testLane } from '../../test/test-app.ts';
import { multipart, solidPng } from '../../test/upload-fixtures.ts';

/**
 * Property-based fuzzing of every declared route (issue 13, the standing harness). For each route of the contract and
 * each caller (anonymous, a signed-in verified buyer, staff), fast-check generates requests from the route's own
 * params/query/body schemas (test/schema-arbitrary.ts) and mixes in hostile values: NUL and other control characters,
 * an RTL override, 1 MB strings, 10,000-deep nesting, `__proto__`/`constructor` keys, ±1e308, "NaN"/"Infinity",
 * integers past int4 and 2^53, wrong types, malformed JSON, wrong content types, bad percent-encoding in paths and
 * queries, malformed multipart. It asserts:
 *
 * - no answer is a 5xx (an unexpected failure is a bug to fix at its root, not a status to accept), and no request
 *   logs an error-level event or reaches the database with a value it refuses (the 1000 of lib/db-errors.ts is a
 *   safety net, not a bound: the declaration must refuse it first);
 * - a refused request (4xx) stored nothing: no row of any table (but the request counters) was inserted, updated or
 *   deleted while it ran (a row trigger counts them, installWriteCounter below);
 * - no request polluted Object.prototype, and the server still answers afterwards.
 *
 * Deterministic and bounded: one fixed seed (FUZZ_SEED overrides it; every failure prints the seed and the request).
 * Per route, the caller its access level lets in (staff for staff routes, the buyer otherwise) sends VALID_RUNS
 * generated requests and one of every hostile kind; the two other callers send OTHER_RUNS requests mixed from both
 * (a refused caller stops at 401/403 before the input is read; anonymous still reaches every public route). A new route is fuzzed as soon as it is declared in the contract: nothing
 * here names routes, except the event stream (kind `stream`), which never ends and is left to its own tests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const VALID_RUNS = 3;
const OTHER_RUNS = 2;
const CONTROL_FIELDS = 8;

type TRole = 'anonymous' | 'user' | 'staff';
const ROLES: readonly TRole[] = ['anonymous', 'user', 'staff'];
const ACCOUNT: Record<Exclude<TRole, 'anonymous'>, string> = { user: 'buyer@demo.test', staff: 'staff@demo.test' };

/** Tables that legitimately change on a refused request: the per-address counters and the sign-in brake. */
const COUNTING_TABLES = new Set(['rate_limit_hits', 'sign_in_failures', 'sessions']);

let t: TTestApp;
const tokens: Record<Exclude<TRole, 'anonymous'>, string> = { user: '', staff: '' };
let ids: TIdPool = {};
let png: Buffer;
/** Error-level log events (the test app's logger is a no-op every request logs through): hostile input causes none. */
let errorLog: MockInstance;
/**
 * Warnings, for one of them: a value the database refused (lib/db-errors.ts answers it with 1000 as a safety net).
 * The harness fails on it all the same, so the declaration that let the value through gets its bound.
 */
let warnLog: MockInstance;
const DB_REFUSED = 'input refused by the database';

/** The input of one request before it is written out; `raw*` carry bytes no encoder would produce. */
type TInput = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  rawPath?: Record<string, string>;
  rawQuery?: string;
  rawBody?: string | Buffer;
  contentType?: string;
  multipartBody?: { payload: Buffer; contentType: string };
  note?: string;
};

beforeAll(async () => {
  const n = await askTestApp();
  t = n.t;
  tokens.user = n.tokens.buyer;
  tokens.staff = n.tokens.staff;
  png = await solidPng(16, 16);
  ids = await realIds(t);
  await installWriteCounter(t);
  errorLog = vi.spyOn(t.app.log, 'error');
  warnLog = vi.spyOn(t.app.log, 'warn');
}, 120_000);
afterAll(async () => {
  errorLog?.mockRestore();
  warnLog?.mockRestore();
  await t?.close();
});

/** Real row ids by the stem of the field that names them (`contractId` → contracts), the callers' own accounts left out. */
async function realIds(app: TTestApp): Promise<TIdPool> {
  const own = await queryRows<{ id: string }>(app, `select id::text as id from users where email in ('buyer@demo.test', 'staff@demo.test')`);
  const skip = new Set(own.map((r) => r.id));
  const tables = await queryRows<{ table_name: string }>(
    app,
    "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'id' and data_type = 'uuid' order by table_name",
  );
  const pool: TIdPool = {};
  const add = (stem: string, values: string[]) => (pool[stem] = [...(pool[stem] ?? []), ...values]);
  for (const { table_name: table } of tables) {
    const rows = await queryRows<{ id: string }>(app, `select id::text as id from ${table} order by id limit 4`);
    const values = rows.map((r) => r.id).filter((id) => !skip.has(id));
    if (!values.length) continue;
    const singular = (s: string) => s.replace(/ies$/, 'y').replace(/s$/, '');
    const parts = table.split('_');
    add(singular(parts.join('')), values);
    add(singular(parts[parts.length - 1]!), values);
    add(singular(parts[0]!), values);
  }
  return pool;
}

/**
 * "Nothing stored" made cheap and exact: in this file's own database copy, a row trigger on every table (but the
 * request counters) adds one to `fuzz_write_count` for each row inserted, updated or deleted. The counter is written in
 * the same transaction as the row, so a write rolled back leaves it as it was; reading it is one tiny query, so it is
 * read around every single request.
 */
async function installWriteCounter(app: TTestApp): Promise<void> {
  const tables = await queryRows<{ table_name: string }>(
    app,
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  await queryRows(app, 'create table fuzz_write_count (n bigint not null)');
  await queryRows(app, 'insert into fuzz_write_count values (0)');
  await queryRows(app, 'create function fuzz_count_write() returns trigger language plpgsql as $$ begin update fuzz_write_count set n = n + 1; return null; end $$');
  for (const { table_name: table } of tables) {
    if (COUNTING_TABLES.has(table)) continue;
    await queryRows(app, `create trigger fuzz_count after insert or update or delete on "${table}" for each row execute function fuzz_count_write()`);
  }
}

async function writeCount(): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(t, 'select n from fuzz_write_count');
  return Number(row!.n);
}

// ---------------------------------------------------------------------------------------------------------------
// Hostile values

const MB = 1024 * 1024;
const HUGE = 'x'.repeat(MB - 512);
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const CONTROL_POISON = ['\u0000', 'a\u0000b', 'copper\u0000', '\u0001\u001b[31m', '\u0008\u007f', 'half \ud83d', '\udca9 half'];
const TEXT_POISON = ['\u202Eevil\u202C.exe', '%00', "' or 1=1 --", '<script>x</script>', '../../etc/passwd', '${7*7}{{7*7}}', ' ', '', '\u200b', '😀'.repeat(300)];
const NUMBER_POISON: unknown[] = [1e308, -1e308, 2_147_483_648, -2_147_483_649, 2 ** 53 + 2, 1.5, -0, 'NaN', 'Infinity', '-Infinity', '1e308', '0x10', ''];
const TYPE_POISON: unknown[] = [{}, [], true, false, null, 12, 'text', [[[]]], { a: { b: { c: 1 } } }];
const MALFORMED_JSON = ['{"a":', '{', '[1,2', '{"a":1}}', 'nul', '\u0000', '{"a":"\\ud800"}', '{"a":1,"a":2}', '{"a": NaN}', '{"a": Infinity}', '"just a string"', '[]'];
const BAD_PATH_SEGMENTS = ['%00', 'a%00b', '%ZZ', '%E0%A4%A', 'a%2F..%2Fb', '..', '%20', 'x'.repeat(300), '1e308', '-1', '2147483648', '%E2%80%AEevil'];

type TKind = 'control' | 'text' | 'number' | 'type' | 'huge' | 'deep' | 'proto' | 'json' | 'contentType' | 'path' | 'query' | 'multipart';
/** Every route gets one request of each kind from its full caller (see the test below), on a generated request. */
const KINDS: readonly TKind[] = ['control', 'text', 'number', 'number', 'type', 'huge', 'deep', 'proto', 'json', 'contentType', 'path', 'query', 'multipart'];

/** Paths to every primitive (and empty container) inside the request's params, query and body. */
function leavesOf(input: TInput, only?: 'string' | 'number'): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (node !== null && typeof node === 'object') {
      const entries = Array.isArray(node) ? node.map((v, i) => [i, v] as const) : Object.entries(node);
      if (!entries.length && path.length > 1 && !only) out.push(path);
      for (const [k, v] of entries) walk(v, [...path, k]);
    } else if ((path.length > 1 || path[0] === 'body') && (!only || typeof node === only)) out.push(path);
  };
  walk(input.params, ['params']);
  walk(input.query, ['query']);
  walk(input.body, ['body']);
  return out;
}

function setAt(input: TInput, path: (string | number)[], value: unknown): TInput {
  const copy = structuredClone({ params: input.params, query: input.query, body: input.body }) as Record<string, unknown>;
  if (path.length === 1) copy[path[0] as string] = value;
  else {
    let node = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[path[path.length - 1]!] = value;
  }
  return { ...input, ...(copy as Pick<TInput, 'params' | 'query' | 'body'>) };
}

/** The request `base` with one hostile change of `kind`; `pick` chooses the field and the value. */
function mutate(route: TRoute, base: TInput, kind: TKind, pick: number): TInput {
  const leafOf = (only?: 'string' | 'number'): (string | number)[] | null => {
    const leaves = leavesOf(base, only);
    return leaves.length ? leaves[pick % leaves.length]! : only ? leafOf() : null;
  };
  const leaf = leafOf();
  const choose = <T>(list: readonly T[]) => list[Math.floor(pick / 7) % list.length]!;
  const hasBody = route.method !== 'GET' && !route.multipart;
  switch (kind) {
    case 'control':
    case 'text': {
      const target = leafOf('string');
      const value = choose(kind === 'control' ? CONTROL_POISON : TEXT_POISON);
      return target ? setAt(base, target, value) : { ...base, query: { ...base.query, keyword: value } };
    }
    case 'number': {
      const target = leafOf('number');
      return target ? setAt(base, target, choose(NUMBER_POISON)) : { ...base, query: { ...base.query, pageNum: choose(NUMBER_POISON) } };
    }
    case 'type':
      return leaf && pick % 3 ? setAt(base, leaf, choose(TYPE_POISON)) : { ...base, body: choose(TYPE_POISON) };
    case 'huge':
      return leaf ? setAt(base, leaf, leaf[0] === 'query' ? HUGE.slice(0, 100_000) : leaf[0] === 'params' ? 'x'.repeat(10_000) : HUGE) : { ...base, rawBody: JSON.stringify(HUGE) };
    case 'deep': {
      const key = leaf && leaf[0] === 'body' && leaf.length > 1 ? String(leaf[1]) : 'a';
      return { ...base, rawBody: `{"${key}": ${deepArray(10_000)}}`, note: 'deep nesting' };
    }
    case 'proto': {
      const body = base.body !== null && typeof base.body === 'object' && !Array.isArray(base.body) ? (base.body as Record<string, unknown>) : {};
      const text = JSON.stringify(body).replace(/^\{/, '{"__proto__": {"isStaff": true, "polluted": 1}, "constructor": {"prototype": {"polluted": 1}}, ');
      return { ...base, rawBody: text.replace(/, }$/, '}'), query: { ...base.query, ['__proto__']: 'x', 'constructor[prototype][polluted]': '1' } };
    }
    case 'json':
      return { ...base, rawBody: choose(MALFORMED_JSON) };
    case 'contentType':
      return { ...base, rawBody: JSON.stringify(base.body ?? {}), contentType: choose(['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=latin1', '']) };
    case 'path': {
      const names = Object.keys(base.params);
      if (!names.length) return { ...base, rawQuery: choose(['%ZZ=1', 'a=%E0%A4%A', 'a[b][c][d][e]=1', '&&&=', 'a=%00']) };
      return { ...base, rawPath: { [names[pick % names.length]!]: choose(BAD_PATH_SEGMENTS) } };
    }
    case 'query':
      return { ...base, rawQuery: choose(['%ZZ=1', 'keyword=%00', 'pageNum=1e308', 'pageNum=2147483648', 'pageSize=-1', 'pageNum=NaN', 'a=1&a=2&a=3', `keyword=${'%E2%80%AE'.repeat(50)}`, 'status[]=x', 'x'.repeat(5000)]) };
    case 'multipart': {
      const form = multipart({ a: 'b' }, { name: 'a.png', content: png, type: 'image/png' });
      const boundary = /boundary=(.*)$/.exec(form.contentType)![1]!;
      const variants: { payload: Buffer; contentType: string }[] = [
        { payload: form.payload.subarray(0, form.payload.length - boundary.length - 6), contentType: form.contentType },
        { payload: form.payload, contentType: 'multipart/form-data; boundary=' },
        { payload: form.payload, contentType: 'multipart/form-data' },
        { payload: Buffer.from('garbage'), contentType: form.contentType },
      ];
      return hasBody || route.multipart ? { ...base, multipartBody: choose(variants) } : mutate(route, base, 'query', pick);
    }
    default:
      return base;
  }
}

/** A well-formed multipart upload for the multipart routes (their fields come from the routes' own field schemas). */
function multipartInput(route: TRoute): fc.Arbitrary<TInput> {
  const typeField: Record<string, fc.Arbitrary<string>> =
    route.area === 'documents' ? { type: fc.constantFrom<string>(...DOCUMENT_TYPES) } : { fileType: fc.constantFrom<string>(...FILE_TYPES) };
  return fc
    .record({ fields: fc.record({ ...typeField, remark: fc.string({ maxLength: 20 }) }, { requiredKeys: [] }), withFile: fc.boolean() })
    .map(({ fields, withFile }) => ({
      params: {},
      query: {},
      body: undefined,
      multipartBody: multipart(fields as Record<string, string>, withFile ? { name: 'a.png', content: png, type: 'image/png' } : undefined),
    }));
}

/** Requests as a client would send them, from the route's schemas; `allKeys`: every optional field filled in too. */
function validArbitrary(route: TRoute, allKeys = false): fc.Arbitrary<TInput> {
  const part = (schema: TRoute['params']) => (schema ? arbitraryOf(jsonSchemaOf(schema), ids, { allKeys }) : fc.constant(undefined));
  const base: fc.Arbitrary<TInput> = fc
    .record({ params: part(route.params), query: part(route.query), body: part(route.body) })
    .map(({ params, query, body }) => ({ params: (params ?? {}) as Record<string, unknown>, query: (query ?? {}) as Record<string, unknown>, body }));
  return route.multipart ? fc.tuple(base, multipartInput(route)).map(([b, m]) => ({ ...m, params: b.params, query: b.query })) : base;
}

/** The caller that gets a route's every hostile kind: the one its access level lets in (staff for staff routes). */
const fullRole = (route: TRoute): TRole => (route.access === 'staff' ? 'staff' : 'user');

/**
 * The requests one caller sends one route, deterministic from `seed`: the full caller sends VALID_RUNS requests as a
 * client would and one request of every hostile kind (each on a generated request with all fields filled in); the
 * other callers send OTHER_RUNS requests mixed from both.
 */
function requestsFor(route: TRoute, role: TRole, seed: number): TInput[] {
  const valid = validArbitrary(route);
  if (role !== fullRole(route)) {
    const hostile = fc.tuple(validArbitrary(route, true), fc.constantFrom(...KINDS), fc.nat()).map(([b, kind, pick]) => mutate(route, b, kind, pick));
    return fc.sample(fc.oneof(valid, hostile), { seed, numRuns: OTHER_RUNS });
  }
  const bases = fc.sample(fc.tuple(validArbitrary(route, true), fc.nat()), { seed: seed + 1, numRuns: KINDS.length });
  // Control characters go into each text field in turn (up to CONTROL_FIELDS of them): one field refused by its own
  // rule (an enum, a pattern) must not hide another that would reach the database.
  const full = bases[0]![0];
  const textFields = leavesOf(full, 'string').slice(0, CONTROL_FIELDS);
  const perField = textFields.map((path, k) => ({ ...setAt(full, path, CONTROL_POISON[(bases[0]![1] + k) % CONTROL_POISON.length]), note: `control characters in ${path.join('.')}` }));
  return [...fc.sample(valid, { seed, numRuns: VALID_RUNS }), ...perField, ...KINDS.map((kind, k) => mutate(route, bases[k]![0], kind, bases[k]![1]))];
}

function queryText(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return search.toString();
}

/** A path segment as a client would encode it; half characters (which encodeURIComponent refuses) as invalid UTF-8. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

function requestOf(route: TRoute, input: TInput, role: TRole, lang: 'zh' | 'en') {
  const url =
    route.path.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => input.rawPath?.[name] ?? pathSegment(String(input.params[name] ?? 'x'))) +
    (() => {
      const q = [queryText(input.query), input.rawQuery].filter(Boolean).join('&');
      return q ? `?${q}` : '';
    })();
  const headers: Record<string, string> = { appLang: lang === 'zh' ? 'zh-CN' : 'en-US', 'user-agent': 'fuzz/1.0' };
  if (role !== 'anonymous') headers['authorization'] = `Bearer ${tokens[role]}`;
  let payload: string | Buffer | undefined;
  if (input.multipartBody) {
    headers['content-type'] = input.multipartBody.contentType;
    payload = input.multipartBody.payload;
  } else if (input.rawBody !== undefined || (route.method !== 'GET' && input.body !== undefined)) {
    headers['content-type'] = input.contentType ?? 'application/json';
    payload = input.rawBody ?? JSON.stringify(input.body);
  }
  if (headers['content-type'] === '') delete headers['content-type'];
  return { method: route.method, url, headers, payload };
}

function describeRequest(req: ReturnType<typeof requestOf>, note?: string): string {
  const body = req.payload === undefined ? '' : ` body=${String(req.payload).slice(0, 240)}${String(req.payload).length > 240 ? `… (${req.payload.length} chars)` : ''}`;
  return `${req.method} ${req.url.slice(0, 300)}${req.url.length > 300 ? '…' : ''} [${req.headers['content-type'] ?? 'no content-type'}]${body}${note ? ` (${note})` : ''}`;
}

const seedFor = (routeIndex: number, roleIndex: number) => (SEED + routeIndex * 31 + roleIndex * 7) | 0;

const routes = allRoutes();

describe(`fuzzing every declared route with hostile input (${testLane()}, seed ${SEED})`, () => {
  it('every registered route is a declared one the harness fuzzes', () => {
    const declared = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const registered = t.app.apiRoutes.filter((r) => r.url !== '/healthz').map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((r) => !declared.has(r))).toEqual([]);
  });

  routes.forEach((route, routeIndex) => {
    const label = `${route.area}.${route.name} ${route.method} ${route.path}`;
    it.skipIf(route.kind === 'stream')(label, async () => {
      const found: string[] = [];
      for (const [roleIndex, role] of ROLES.entries()) {
        const seed = seedFor(routeIndex, roleIndex);
        const inputs = requestsFor(route, role, seed);
        let signedOut = false;
        for (const [i, input] of inputs.entries()) {
          const req = requestOf(route, input, role, i % 2 ? 'zh' : 'en');
          const before = await writeCount();
          // Each request from an address of its own: the per-address limits (contact form, codes) must not hide a route.
          const res = await t.app.inject({ ...req, remoteAddress: `10.${routeIndex % 250}.${roleIndex}.${i + 1}` });
          const where = `${label} as ${role} (FUZZ_SEED=${SEED}, route seed ${seed}, run ${i}): ${describeRequest(req, input.note)}`;
          if (res.statusCode >= 500) found.push(`${res.statusCode} ${res.body.slice(0, 200)} ← ${where}`);
          else if (errorLog.mock.calls.length) found.push(`an error-level log event (${String(errorLog.mock.calls[0]![1] ?? errorLog.mock.calls[0]![0])}) ← ${where}`);
          else if (warnLog.mock.calls.some((c) => String(c[1] ?? c[0]).startsWith(DB_REFUSED))) found.push(`${DB_REFUSED} (declare its bound) ← ${where}`);
          errorLog.mockClear();
          warnLog.mockClear();
          // A refused request stored nothing (a write rolled back with it is fine).
          if (res.statusCode >= 400 && (await writeCount()) !== before) found.push(`refused with ${res.statusCode} ${res.body.slice(0, 120)} but stored rows ← ${where}`);
          if (res.statusCode === 401 && role !== 'anonymous') signedOut = true;
          if (({} as Record<string, unknown>)['polluted'] !== undefined || ({} as Record<string, unknown>)['isStaff'] !== undefined) {
            found.push(`Object.prototype polluted ← ${where}`);
          }
        }
        // A route may legitimately end the session (logout): sign in again for the next routes.
        if (signedOut && role !== 'anonymous') tokens[role] = await passwordLogin(t, ACCOUNT[role]);
      }
      expect(found).toEqual([]);
    });
  });

  it('the server still answers afterwards, to anonymous and signed-in callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // The buyer is never named by a generated id (realIds leaves the callers out), so staff routes cannot have blocked it.
    const me = await t.app.inject({ method: 'GET', url: '/app-v2/getInfo', headers: { authorization: `Bearer ${await passwordLogin(t, ACCOUNT.user)}` } });
    expect(me.json()).toMatchObject({ code: 200 });
    // The write counter sees what a request stores (else "nothing stored" above would prove nothing).
    const before = await writeCount();
    const sent = await t.app.inject({ method: 'POST', url: '/app-v2/contact/save', remoteAddress: '10.255.0.1', payload: { realName: 'Fuzz', message: 'Counted?' } });
    expect(sent.json()).toMatchObject({ code: 200 });
    expect(await writeCount()).toBeGreaterThan(before);
  });
});
