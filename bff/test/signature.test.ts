import request from 'supertest';
import { SIGN_MAX_AGE_MS } from '../../config/sign';
import { encodeSign } from '../../src/contract/sign';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../src/services/session';
import { featureRoutes } from '../src/routes';
import { cookiesOf, describeEachDb, signedHeaders, startTestApp, type TestApp } from './support';
import { testRoutes } from './testRoutes';

const PATH = '/api/releaseLog/findAll';

describeEachDb('signature, sessions and access', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      db,
      routes: [...featureRoutes, testRoutes],
      env: { ADMIN_EMAILS: 'root@example.com' },
      resolveUser: async (id) =>
        id === 'gone'
          ? null
          : { id, email: id === 'u-admin' ? 'ROOT@example.com' : `${id}@example.com` },
    });
  });
  afterAll(() => t.close());

  const server = () => t.app.callback();
  const call = (headers: Record<string, string>, p = PATH) =>
    request(server()).post(p).set(headers).send({});

  /** Signs in through the app; returns the cookie header and the token. */
  async function signIn(
    userId: string | null,
    previous?: { cookie: string; token: string },
  ): Promise<{ cookie: string; token: string }> {
    const p = '/auth/test/signIn';
    const res = await request(server())
      .post(p)
      .set({
        ...signedHeaders(p, { token: previous?.token }),
        ...(previous ? { cookie: previous.cookie } : {}),
      })
      .send({ userId });
    expect(res.status).toBe(200);
    return { cookie: cookiesOf(res.headers['set-cookie']), token: res.body.data.token };
  }

  describe('signature', () => {
    it('lets a valid signature through', async () => {
      const res = await call(signedHeaders(PATH));
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
    });

    it.each([
      ['no headers', {}],
      ['no sign', { appid: 'a', timestamp: String(Date.now()) }],
      ['no appid', { timestamp: String(Date.now()), sign: 'x' }],
    ])('rejects a request with %s (400)', async (_, headers) => {
      const res = await call(headers as Record<string, string>);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 400,
        message: 'Unsigned request: the appid, timestamp and sign headers are required',
      });
    });

    it('rejects a sign that does not decrypt', async () => {
      const headers = { ...signedHeaders(PATH), sign: 'bm90IGEgc2lnbg==' };
      expect((await call(headers)).body).toEqual({
        code: 400,
        message: 'Invalid request signature',
      });
      const otherKey = signedHeaders(PATH, { key: 'another-key-16by' });
      const res = await call(otherKey);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid request signature');
    });

    it('rejects a sign whose appid or timestamp differ from the headers', async () => {
      const headers = signedHeaders(PATH);
      const res = await call({ ...headers, appid: 'someone-else' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'The request signature does not match the appid and timestamp headers',
      );
      const ts = await call({ ...signedHeaders(PATH), timestamp: String(Date.now() + 1) });
      expect(ts.status).toBe(400);
    });

    it('rejects a sign made for another path', async () => {
      const res = await call(signedHeaders('/api/releaseLog/other'));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The request signature was made for another path');
    });

    it('rejects a stale sign', async () => {
      const res = await call(
        signedHeaders(PATH, { timestamp: Date.now() - SIGN_MAX_AGE_MS - 1000 }),
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'The request signature has expired; check the clock of this device',
      );
      const fresh = await call(
        signedHeaders(PATH, { timestamp: Date.now() - SIGN_MAX_AGE_MS + 5000 }),
      );
      expect(fresh.status).toBe(200);
    });

    it('rejects a sign from the far future', async () => {
      const res = await call(signedHeaders(PATH, { timestamp: Date.now() + 10 * 60 * 1000 }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'The request timestamp lies in the future; check the clock of this device',
      );
    });

    it('rejects a timestamp that is not a number of milliseconds', async () => {
      const res = await call(signedHeaders(PATH, { timestamp: '2026-11-21' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The timestamp header must be milliseconds since the epoch');
    });

    it('rejects a replayed sign', async () => {
      const headers = signedHeaders(PATH);
      expect((await call(headers)).status).toBe(200);
      const again = await call(headers);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        code: 400,
        message: 'This request was already received (replayed signature)',
      });
    });

    it('rejects a replay whose sign was respelled with characters base64 skips', async () => {
      const headers = signedHeaders(PATH);
      expect((await call(headers)).status).toBe(200);
      for (const sign of [
        `${headers.sign.slice(0, 8)}.${headers.sign.slice(8)}`,
        `${headers.sign}!`,
      ]) {
        const again = await call({ ...headers, sign });
        expect(again.status).toBe(400);
        expect(again.body.message).toBe('This request was already received (replayed signature)');
      }
    });

    it('does not check /health, static files or /files', async () => {
      expect((await request(server()).get('/health')).status).toBe(200);
      expect((await request(server()).get('/files/none.png')).status).toBe(404);
      expect((await request(server()).get('/release-log')).status).toBe(503);
    });

    it('ignores key order inside the signed JSON', async () => {
      const { SIGN_DEFAULTS } = await import('../../config/sign');
      const CryptoJS = (await import('crypto-js')).default;
      const timestamp = String(Date.now());
      const text = JSON.stringify({ token: '', url: PATH, timestamp, appid: 'reordered' });
      const sign = CryptoJS.AES.encrypt(text, CryptoJS.enc.Utf8.parse(SIGN_DEFAULTS.key), {
        iv: CryptoJS.enc.Utf8.parse(SIGN_DEFAULTS.iv),
        mode: CryptoJS.mode.CBC,
        padding: CryptoJS.pad.Pkcs7,
      }).toString();
      expect(sign).not.toBe(
        encodeSign(
          { appid: 'reordered', timestamp, url: PATH, token: '' },
          SIGN_DEFAULTS.key,
          SIGN_DEFAULTS.iv,
        ),
      );
      const res = await call({ appid: 'reordered', timestamp, sign });
      expect(res.status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('creates a session behind an httpOnly, SameSite=Lax, signed cookie', async () => {
      const p = '/auth/test/signIn';
      const res = await request(server()).post(p).set(signedHeaders(p)).send({ userId: 'u1' });
      const setCookie = res.headers['set-cookie'] as unknown as string[];
      const main = setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      expect(main).toMatch(/httponly/i);
      expect(main).toMatch(/samesite=lax/i);
      expect(main).toMatch(/path=\//i);
      expect(main).toMatch(/expires=/i);
      expect(setCookie.some((c) => c.startsWith(`${SESSION_COOKIE}.sig=`))).toBe(true);
      expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('resolves the cookie and requires its token in the sign', async () => {
      const { cookie, token } = await signIn('u1');
      const me = '/api/test/whoami';
      const ok = await request(server())
        .get(me)
        .set({ ...signedHeaders(me, { token }), cookie });
      expect(ok.body).toEqual({
        code: 200,
        message: 'success',
        data: { userId: 'u1', role: 'user' },
      });

      const wrong = await request(server())
        .get(me)
        .set({ ...signedHeaders(me, { token: 'x' }), cookie });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('The request signature carries another session token');

      const none = await request(server())
        .get(me)
        .set({ ...signedHeaders(me), cookie });
      expect(none.status).toBe(400);
    });

    it('asks a client holding the token of an ended session to sign in again', async () => {
      const res = await call(signedHeaders(PATH, { token: 'token-of-an-expired-session' }));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code: 901,
        message: 'Your session has ended, please sign in again',
      });
    });

    it('ignores a cookie with a forged signature', async () => {
      const { cookie, token } = await signIn('u1');
      const forged = cookie.replace(/(jcg\.sid=)[^;]+/, '$1forged');
      const res = await call(signedHeaders(PATH, { token }), PATH).set('cookie', forged);
      expect(res.body.code).toBe(901);
    });

    it('rotates the session at sign-in and ends the old one', async () => {
      const first = await signIn(null);
      const second = await signIn('u2', first);
      expect(second.cookie).not.toBe(first.cookie);
      expect(second.token).not.toBe(first.token);
      const me = '/api/test/whoami';
      const old = await request(server())
        .get(me)
        .set({ ...signedHeaders(me, { token: first.token }), cookie: first.cookie });
      expect(old.body.code).toBe(901);
      const current = await request(server())
        .get(me)
        .set({ ...signedHeaders(me, { token: second.token }), cookie: second.cookie });
      expect(current.body.data.userId).toBe('u2');
    });

    it('destroys the session and clears the cookie', async () => {
      const { cookie, token } = await signIn('u3');
      const out = '/auth/test/signOut';
      const res = await request(server())
        .post(out)
        .set({ ...signedHeaders(out, { token }), cookie });
      expect(res.body.code).toBe(200);
      const cleared = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
        c.startsWith(`${SESSION_COOKIE}=;`),
      );
      expect(cleared).toMatch(/expires=Thu, 01 Jan 1970/i);
      const me = '/api/test/whoami';
      const after = await request(server())
        .get(me)
        .set({ ...signedHeaders(me, { token }), cookie });
      expect(after.body.code).toBe(901);
    });

    it('extends the expiry of an active session (sliding) at most hourly', async () => {
      const { cookie, token } = await signIn('u4');
      const id = /jcg\.sid=([^;]+)/.exec(cookie)?.[1] ?? '';
      const me = '/api/test/whoami';
      const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
      await t.deps.store.set(
        `session:${id}`,
        JSON.stringify({ token, userId: 'u4', touchedAt: dayAgo }),
        SESSION_TTL_MS,
      );
      const touched = await request(server())
        .get(me)
        .set({ ...signedHeaders(me, { token }), cookie });
      expect(touched.body.data.userId).toBe('u4');
      expect(cookiesOf(touched.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=${id}`);
      const stored = JSON.parse((await t.deps.store.get(`session:${id}`)) ?? '{}') as {
        touchedAt: number;
      };
      expect(stored.touchedAt).toBeGreaterThan(dayAgo);

      const quiet = await request(server())
        .get(me)
        .set({ ...signedHeaders(me, { token }), cookie });
      expect(quiet.body.data.userId).toBe('u4');
      expect(quiet.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('access guard', () => {
    it("answers 901 on a 'user' call without a signed-in session", async () => {
      const me = '/api/test/whoami';
      const anon = await request(server()).get(me).set(signedHeaders(me));
      expect(anon.status).toBe(200);
      expect(anon.body).toEqual({ code: 901, message: 'Please sign in first' });
      const { cookie, token } = await signIn(null);
      const anonSession = await request(server())
        .get(me)
        .set({ ...signedHeaders(me, { token }), cookie });
      expect(anonSession.body.code).toBe(901);
    });

    it('answers 901 when the user of the session no longer exists', async () => {
      const { cookie, token } = await signIn('gone');
      const me = '/api/test/whoami';
      const res = await request(server())
        .get(me)
        .set({ ...signedHeaders(me, { token }), cookie });
      expect(res.body.code).toBe(901);
    });

    it("answers 'admin' calls: 901 anonymous, 403 for a user, data for an ADMIN_EMAILS user", async () => {
      const p = '/api/test/admin';
      expect((await request(server()).get(p).set(signedHeaders(p))).body.code).toBe(901);

      const user = await signIn('u5');
      const denied = await request(server())
        .get(p)
        .set({ ...signedHeaders(p, { token: user.token }), cookie: user.cookie });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({
        code: 403,
        message: 'You are signed in but not allowed to do this',
      });

      const admin = await signIn('u-admin');
      const ok = await request(server())
        .get(p)
        .set({ ...signedHeaders(p, { token: admin.token }), cookie: admin.cookie });
      expect(ok.body).toEqual({ code: 200, message: 'success', data: { ok: true } });
    });
  });
});

describe('access guard with the accounts table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ routes: [testRoutes], env: { ADMIN_EMAILS: 'u1@example.com' } });
  });
  afterAll(() => t.close());

  it('treats a session whose user does not exist as signed out', async () => {
    const p = '/auth/test/signIn';
    const res = await request(t.app.callback())
      .post(p)
      .set(signedHeaders(p))
      .send({ userId: 'u1' });
    const cookie = cookiesOf(res.headers['set-cookie']);
    const token = res.body.data.token as string;
    const admin = '/api/test/admin';
    const answer = await request(t.app.callback())
      .get(admin)
      .set({ ...signedHeaders(admin, { token }), cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(901);
  });
});
