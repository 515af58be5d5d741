import fc from 'fast-check';
import request from 'supertest';
import { allCalls, type CallDef } from '../../src/contract';
import { signedHeaders, signIn, startTestApp, type SignedIn, type TestApp } from './support';

/**
 * Every public call of the contract, fed hostile input, answers a client error or success, never
 * a server error: deep nesting, huge strings, wrong types, unicode edge cases, hostile path
 * parameters and query strings, and seeded random JSON. Runs as an admin (so that admin handlers
 * are reached too) and anonymously.
 */

const ADMIN = 'hostile-admin@example.com';
/** Calls that would end the session the rest of the run signs with; run anonymously only. */
const ENDS_SESSION = new Set(['user.logout', 'user.deleteAccount']);

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

const HOSTILE_VALUES: unknown[] = [
  'a'.repeat(100_000),
  '',
  ' ',
  '\u202egnp.exe',
  'e\u0301\u0301\u0301 combining',
  '🚀🧪👩‍👩‍👧 emoji',
  '表名 字段 中文',
  "'; DROP TABLE user_account; --",
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '{{ 7 | times: 7 }}{% raw %}${7*7}',
  '../../../etc/passwd',
  'javascript:alert(1)',
  -1,
  0,
  1e308,
  Number.MAX_SAFE_INTEGER,
  3.5,
  true,
  null,
  [],
  {},
  Array.from({ length: 5_000 }, (_, i) => i),
  nested(40),
  { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
];

const HOSTILE_PARAMS = [
  '..%2f..%2fetc%2fpasswd',
  'x'.repeat(5_000),
  '%E2%80%AE',
  '-1',
  '1e999',
  encodeURIComponent('表'),
  'null',
];

/** The example body with each top-level field replaced by each hostile value, and whole-body oddities. */
function hostileBodies(def: CallDef): unknown[] {
  const example = (def.example?.body ?? {}) as Record<string, unknown>;
  const bodies: unknown[] = [{}, [], 'text', 42, null, nested(50), HOSTILE_VALUES[0]];
  const keys = typeof example === 'object' && example !== null ? Object.keys(example) : [];
  for (const key of keys.length > 0 ? keys : ['id', 'text', 'page']) {
    for (const value of HOSTILE_VALUES) bodies.push({ ...example, [key]: value });
  }
  bodies.push({ ...example, extra: HOSTILE_VALUES[0], __proto__: { admin: true } });
  fc.sample(fc.jsonValue({ maxDepth: 4 }), { seed: 42, numRuns: 8 }).forEach((v) => bodies.push(v));
  return bodies;
}

function hostilePaths(def: CallDef): string[] {
  const names = [...def.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
  const fill = (value: string) => def.path.replace(/:([A-Za-z]+)/g, () => value);
  if (names.length === 0) return [def.path];
  return HOSTILE_PARAMS.map(fill);
}

function hostileQueries(def: CallDef): string[] {
  if (!def.query) return [''];
  const example = (def.example?.query ?? {}) as Record<string, unknown>;
  const keys = Object.keys(example).length > 0 ? Object.keys(example) : ['page', 'q', 'id'];
  const queries = ['?a[b][c][d][e][f][g]=1', `?${'x'.repeat(4_000)}=1`, '?page=-1&pageSize=1e9'];
  for (const key of keys) {
    for (const value of ['', '%00', 'x'.repeat(10_000), '[]', '-1', '2099-13-45', '表']) {
      queries.push(`?${key}=${value}`);
      queries.push(`?${key}[]=${value}&${key}[]=2`);
    }
  }
  return queries;
}

describe('hostile input to every public call', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startTestApp({ smtp: true, env: { ADMIN_EMAILS: ADMIN, LOG_LEVEL: 'fatal' } });
    admin = await signIn(t, ADMIN);
  });
  afterAll(() => t.close());

  const send = async (def: CallDef, urlPath: string, body: unknown, who?: SignedIn) => {
    const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    let req = request(t.app.callback())
      [method](urlPath)
      .set(signedHeaders(urlPath.split('?')[0], { token: who?.token }));
    if (who) req = req.set('Cookie', who.cookie);
    if (def.method === 'GET' || body === undefined) return req;
    return req.set('Content-Type', 'application/json').send(JSON.stringify(body));
  };

  it.each(allCalls.map((def) => [def.id, def] as const))(
    '%s never answers a server error',
    async (_id, def) => {
      const failures: string[] = [];
      const who = ENDS_SESSION.has(def.id) ? [undefined] : [admin, undefined];
      for (const caller of who) {
        // Anonymous callers mostly stop at the guard: a few bodies show that they do.
        const bodies = !def.body
          ? [undefined]
          : caller
            ? hostileBodies(def)
            : [{}, def.example?.body ?? {}, nested(50)];
        for (const urlPath of hostilePaths(def)) {
          for (const query of caller ? hostileQueries(def) : ['']) {
            for (const body of def.method === 'GET' ? [undefined] : bodies) {
              const res = await send(def, urlPath + query, body, caller);
              if (res.status >= 500) {
                const shown = JSON.stringify(body)?.slice(0, 120);
                failures.push(
                  `${res.status} ${urlPath.slice(0, 80)}${query.slice(0, 60)} ${shown}`,
                );
              }
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
