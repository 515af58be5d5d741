import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { servedCallIds } from '../src/http/route';
import { featureRoutes } from '../src/routes';
import { describeEachDb, signedHeaders, startTestApp, type TestApp } from './support';
import { testRoutes } from './testRoutes';

/** Every log file of the app's LOG_DIR (`app.<day>.<n>.log`), oldest name first, once written. */
async function logText(t: TestApp): Promise<string> {
  await t.flushLogs();
  return fs
    .readdirSync(t.config.logDir)
    .sort()
    .map((name) => fs.readFileSync(path.join(t.config.logDir, name), 'utf8'))
    .join('');
}

describeEachDb('app', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      db,
      routes: [...featureRoutes, testRoutes],
      env: { BODY_LIMIT: '4kb' },
    });
  });
  afterAll(() => t.close());

  const server = () => t.app.callback();
  const post = (p: string) => request(server()).post(p).set(signedHeaders(p));
  const get = (p: string, query = '') =>
    request(server())
      .get(p + query)
      .set(signedHeaders(p));

  describe('health', () => {
    it('reports the database, version and uptime without a signature', async () => {
      const res = await request(server()).get('/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code: 200,
        message: 'success',
        data: {
          status: 'ok',
          db: true,
          store: 'db',
          version: expect.stringMatching(/^\d+\.\d+\.\d+/),
          uptimeSeconds: expect.any(Number),
        },
      });
    });
  });

  describe('envelope, request id and errors', () => {
    it('puts a request id on success, failure and static responses alike', async () => {
      const ok = await request(server()).get('/health');
      const unsigned = await request(server()).post('/api/releaseLog/findAll');
      const missing = await get('/api/nothing/here');
      const page = await request(server()).get('/');
      for (const res of [ok, unsigned, missing, page]) {
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
      expect(
        new Set([ok, unsigned, missing, page].map((r) => r.headers['x-request-id'])).size,
      ).toBe(4);
    });

    it('keeps a well-formed request id sent by a proxy', async () => {
      const res = await request(server()).get('/health').set('x-request-id', 'lb-1234567890');
      expect(res.headers['x-request-id']).toBe('lb-1234567890');
      const bad = await request(server()).get('/health').set('x-request-id', '<script> x');
      expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('answers an unknown /api or /auth path with a 404 envelope', async () => {
      const res = await get('/api/nothing/here');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, message: 'No API answers GET /api/nothing/here' });
      const auth = await post('/auth/unknown');
      expect(auth.status).toBe(404);
      expect(auth.body.code).toBe(404);
    });

    it('answers a known path with the wrong method with a 405 envelope', async () => {
      const res = await get('/api/releaseLog/findAll');
      expect(res.status).toBe(405);
      expect(res.body).toEqual({ code: 405, message: 'This method is not allowed on this path' });
    });

    it('hides internal errors and logs them with the request id', async () => {
      const res = await post('/api/test/fail');
      expect(res.status).toBe(500);
      const requestId = res.headers['x-request-id'];
      expect(res.body).toEqual({
        code: 500,
        message: `Server error, please try again later (request id ${requestId})`,
      });
      const text = JSON.stringify(res.body);
      for (const leak of ['SQLITE', 'SELECT', 'secret_col', '/work/', '.ts', 'at ']) {
        expect(text).not.toContain(leak);
      }
      const log = await logText(t);
      const entry = log
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((e) => e.requestId === requestId && e.level === 50);
      expect(entry).toMatchObject({ msg: 'request failed', path: '/api/test/fail' });
      expect((entry?.err as { stack: string }).stack).toContain('secret_col');
    });

    it('writes JSON access lines to the rolling log file', async () => {
      const res = await request(server()).get('/health');
      const lines = (await logText(t)).trim().split('\n');
      const entry = lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((e) => e.requestId === res.headers['x-request-id']);
      expect(entry).toMatchObject({
        level: 30,
        msg: 'request',
        method: 'GET',
        path: '/health',
        status: 200,
      });
      expect(typeof entry?.time).toBe('string');
    });

    it('sends security headers with a CSP antd works under', async () => {
      const res = await request(server()).get('/health');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('sends the API header set on API answers, success and failure alike', async () => {
      for (const res of [
        await get('/api/aiServer/models'),
        await request(server()).post('/api/releaseLog/findAll'),
      ]) {
        expect(res.headers['content-security-policy']).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      }
    });

    it('compresses API answers of 1 KB and more, and leaves shorter ones as they are', async () => {
      const short = await get('/api/test/query', '?a=1').set('accept-encoding', 'gzip');
      expect(short.headers['content-encoding']).toBeUndefined();
      expect(short.body.data).toEqual({ a: '1' });
      const long = await get('/api/test/query', `?a=${'x'.repeat(2000)}`).set(
        'accept-encoding',
        'gzip',
      );
      expect(long.headers['content-encoding']).toBe('gzip');
      expect(long.headers.vary).toMatch(/accept-encoding/i);
      expect(long.body.data.a).toHaveLength(2000);
      // Under 1,024 characters but over 1 KB in UTF-8: the bytes count.
      const wide = await get('/api/test/query', `?a=${encodeURIComponent('中'.repeat(400))}`).set(
        'accept-encoding',
        'gzip',
      );
      expect(wide.headers['content-encoding']).toBe('gzip');
      expect(wide.body.data.a).toBe('中'.repeat(400));
    });
  });

  describe('validation (route())', () => {
    it('answers 422 with the first message and every field error', async () => {
      const res = await post('/api/test/form').send({ userName: 'A', age: 'ten' });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        code: 422,
        message: 'Please enter Email',
        data: {
          email: 'Please enter Email',
          userName: 'User name is at least 2 characters',
          age: 'Age must be a number',
        },
      });
    });

    it('humanises the key of a required field without a custom message', async () => {
      const res = await post('/api/test/form').send({ email: 'ada@example.com' });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Please enter User name');
    });

    it('treats a missing body as an empty object', async () => {
      const res = await post('/api/test/form');
      expect(res.status).toBe(422);
      expect(res.body.data).toEqual({
        email: 'Please enter Email',
        userName: 'Please enter User name',
      });
    });

    it('passes valid input to the handler and wraps the result', async () => {
      const res = await post('/api/test/form').send({
        email: ' ada@example.com ',
        userName: 'Ada',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code: 200,
        message: 'success',
        data: { email: 'ada@example.com' },
      });
    });

    it('validates path parameters', async () => {
      expect((await get('/api/test/item/42')).body.data).toEqual({ id: '42' });
      const bad = await get('/api/test/item/abc');
      expect(bad.status).toBe(422);
      expect(bad.body.data).toEqual({ id: 'Id must be a number' });
    });

    it('routes the same path again with its own parameters and methods', async () => {
      for (const id of ['7', '8', '7']) {
        expect((await get(`/api/test/item/${id}`)).body.data).toEqual({ id });
      }
      for (let i = 0; i < 2; i++) {
        const wrong = await request(server())
          .delete('/api/test/item/7')
          .set(signedHeaders('/api/test/item/7'));
        expect(wrong.status).toBe(405);
      }
    });

    it('records the contract calls it serves', () => {
      expect(servedCallIds(t.app)).toEqual(
        expect.arrayContaining(['codeGenerate.models', 'releaseLog.findAll', 'test.form']),
      );
    });
  });

  describe('query parsing (qs, SPEC.md limits)', () => {
    it('parses nested objects and arrays', async () => {
      const res = await get('/api/test/query', '?a[b]=1&list[]=x&list[]=y');
      expect(res.body.data).toEqual({ a: { b: '1' }, list: ['x', 'y'] });
    });

    it('stops nesting at depth 5', async () => {
      const res = await get('/api/test/query', '?a[b][c][d][e][f][g]=1');
      expect(res.body.data).toEqual({ a: { b: { c: { d: { e: { f: { '[g]': '1' } } } } } } });
    });

    it('keeps arrays to 20 elements (longer ones become objects)', async () => {
      expect((await get('/api/test/query', '?a[19]=x')).body.data.a).toEqual(['x']);
      expect((await get('/api/test/query', '?a[20]=x')).body.data.a).toEqual({ 20: 'x' });
      const items = (n: number) => Array.from({ length: n }, (_, i) => `a[]=${i}`).join('&');
      expect((await get('/api/test/query', `?${items(20)}`)).body.data.a).toHaveLength(20);
      const over = (await get('/api/test/query', `?${items(21)}`)).body.data.a;
      expect(Array.isArray(over)).toBe(false);
      expect(Object.keys(over)).toHaveLength(21);
    });

    it('reads at most 1000 parameters', async () => {
      const qsText = Array.from({ length: 1100 }, (_, i) => `p${i}=${i}`).join('&');
      const res = await get('/api/test/query', `?${qsText}`);
      expect(Object.keys(res.body.data)).toHaveLength(1000);
      expect(res.body.data.p999).toBe('999');
      expect(res.body.data.p1000).toBeUndefined();
    });
  });

  describe('body parsing', () => {
    it('rejects a body over the limit with a 413 envelope', async () => {
      const res = await post('/api/test/form').send({
        email: 'a@b.co',
        userName: 'x'.repeat(5000),
      });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        code: 413,
        message: 'The request body is larger than the limit of 4 KB',
      });
    });

    it('rejects malformed JSON with a 400 envelope', async () => {
      const res = await post('/api/test/form')
        .set('content-type', 'application/json')
        .send('{"email":');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, message: 'The request body is not valid JSON' });
    });
  });
});
