import request from 'supertest';
import { allCalls, buildPath, Code, contract, envelopeSchema } from '../../src/contract';
import { userSchema } from '../../src/contract/user';
import { servedCallIds } from '../src/http/route';
import { User } from '../src/entities/User';
import { Message } from '../src/entities/Message';
import routes from '../../config/routes';
import { messageParts } from '../../src/utils/messageLinks';
import { WELCOME_TITLE } from '../src/services/message';
import {
  cookiesOf,
  describeEachDb,
  signedHeaders,
  signIn,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './support';

const calls = contract.user;
const BAD_CREDENTIALS = 'Incorrect e-mail, code or password';

describeEachDb('accounts', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db, smtp: true, env: { ADMIN_EMAILS: 'boss@example.com' } });
  });
  afterAll(() => t.close());

  type Method = 'get' | 'post' | 'put' | 'delete';
  /** A signed request, as `who` (cookie + token) or anonymous. */
  function call(method: Method, path: string, who?: Pick<SignedIn, 'cookie' | 'token'>) {
    const req = request(t.app.callback())
      [method](path)
      .set(signedHeaders(path, { token: who?.token }));
    return who ? req.set('Cookie', who.cookie) : req;
  }
  const sendCode = (email: string, purpose = 'login', who?: SignedIn) =>
    call('post', calls.sendVerifyCode.path, who).send({ email, purpose });
  const login = (body: object) => call('post', calls.login.path).send(body);
  const info = (who: SignedIn) => call('get', calls.userInfo.path, who);
  const changePassword = (who: SignedIn, body: object) =>
    call('put', calls.changePassword.path, who).send(body);

  it('mails a code (never returned) that signs in once and creates the account', async () => {
    const sent = await sendCode('Ada.Lovelace@Example.com');
    expect(sent.body).toEqual({
      code: 200,
      message: 'success',
      data: { resendAfter: 60, validMinutes: 10 },
    });
    const code = await t.smtp!.latestCode('ada.lovelace@example.com');
    expect(JSON.stringify(sent.body)).not.toContain(code);
    const mail = t.smtp!.mails.at(-1)!;
    expect(mail.raw).toMatch(/Subject: Your sign-in code/);

    const res = await login({ email: 'ada.lovelace@example.com', code });
    expect(res.body.code).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(`"${code}"`);
    const user = userSchema.parse(res.body.data.user);
    expect(user).toMatchObject({
      email: 'ada.lovelace@example.com',
      nickname: 'ada.lovelace',
      avatar: null,
      bio: '',
      role: 'user',
      hasPassword: false,
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    // The welcome message, as the new user sees it.
    const session = { cookie: cookiesOf(res.headers['set-cookie']), token: res.body.data.token };
    const inbox = await call('post', contract.message.findPage.path, session).send({});
    expect(inbox.body.data.list.map((m: { title: string }) => m.title)).toEqual([WELCOME_TITLE]);
    // Its pages are links the client renders, each to a route of the app.
    const links = messageParts(inbox.body.data.list[0].content).flatMap((p) => p.to ?? []);
    expect(links).toEqual([
      '/text',
      '/code-generate',
      '/code-generate/template',
      '/code-generate/guide',
    ]);
    const paths = (routes[0].routes ?? []).map((r) => r.path);
    for (const link of links) expect(paths).toContain(link);

    const again = await login({ email: 'ada.lovelace@example.com', code });
    expect(again.body).toEqual({ code: 1001, message: BAD_CREDENTIALS });
  });

  it('cuts the default nickname to 32 characters', async () => {
    const local = 'a'.repeat(40);
    const me = await signIn(t, `${local}@example.com`);
    expect(me.user.nickname).toBe('a'.repeat(32));
  });

  it('rotates the session cookie at sign-in; the token signs later calls; logout ends it', async () => {
    const anon = await call('post', '/auth/logout');
    expect(anon.body.code).toBe(200);
    const before = cookiesOf(anon.headers['set-cookie']);

    const me = await signIn(t, 'grace@example.com');
    expect(me.cookie).toMatch(/jcg\.sid=/);
    expect(me.cookie).not.toBe(before);
    const res = await info(me);
    expect(res.body.code).toBe(200);
    expect(res.body.data.email).toBe('grace@example.com');
    // Without the session's token the signature is refused.
    const noToken = await call('get', calls.userInfo.path).set('Cookie', me.cookie);
    expect(noToken.status).toBe(400);

    // A second sign-in of the same user gets another session id and token.
    await new Promise((r) => setTimeout(r, 10));
    const code = await (async () => {
      await t.deps.store.delete('code-cooldown:login:grace@example.com');
      await sendCode('grace@example.com');
      return t.smtp!.latestCode('grace@example.com');
    })();
    const second = await call('post', calls.login.path, me).send({
      email: 'grace@example.com',
      code,
    });
    expect(second.body.code).toBe(200);
    const secondCookie = cookiesOf(second.headers['set-cookie']);
    expect(secondCookie).not.toBe(me.cookie);
    expect(second.body.data.token).not.toBe(me.token);
    // The previous session of this browser ended at the new sign-in.
    expect((await info(me)).body.code).toBe(Code.NOT_SIGNED_IN);
    const current = { cookie: secondCookie, token: second.body.data.token };
    expect((await call('get', calls.userInfo.path, current)).body.code).toBe(200);

    const out = await call('post', calls.logout.path, current);
    expect(out.body).toEqual({ code: 200, message: 'success', data: null });
    expect((await call('get', calls.userInfo.path, current)).body.code).toBe(Code.NOT_SIGNED_IN);
  });

  it('counts wrong codes and voids the code after the fifth', async () => {
    await sendCode('turing@example.com');
    const code = await t.smtp!.latestCode('turing@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await login({ email: 'turing@example.com', code: wrong });
      expect(res.body).toEqual({ code: 1001, message: BAD_CREDENTIALS });
    }
    const res = await login({ email: 'turing@example.com', code });
    expect(res.body).toEqual({ code: 1001, message: BAD_CREDENTIALS });
  });

  it('accepts the right code after fewer than five wrong ones', async () => {
    await sendCode('hopper@example.com');
    const code = await t.smtp!.latestCode('hopper@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await login({ email: 'hopper@example.com', code: wrong });
    expect((await login({ email: 'hopper@example.com', code })).body.code).toBe(200);
  });

  it('asks to wait before another code for the same address (903)', async () => {
    expect((await sendCode('wait@example.com')).body.code).toBe(200);
    const res = await sendCode('wait@example.com');
    expect(res.body.code).toBe(Code.RATE_LIMITED);
    expect(res.body.message).toMatch(/^Please wait (59|60) s before requesting another code$/);
    expect(res.body.data).toBeUndefined();
  });

  it('answers one message for an unknown address and a wrong password', async () => {
    const me = await signIn(t, 'pw@example.com');
    expect((await changePassword(me, { password: 'first password' })).body.code).toBe(200);
    const unknown = await login({ email: 'nobody@example.com', password: 'first password' });
    const wrong = await login({ email: 'pw@example.com', password: 'wrong password' });
    expect(unknown.body).toEqual({ code: 1001, message: BAD_CREDENTIALS });
    expect(wrong.body).toEqual(unknown.body);
    const noPassword = await login({ email: 'grace@example.com', password: 'anything at all' });
    expect(noPassword.body).toEqual(unknown.body);
    const ok = await login({ email: 'pw@example.com', password: 'first password' });
    expect(ok.body.code).toBe(200);
    expect(ok.body.data.user.hasPassword).toBe(true);
  });

  it('pauses sign-in by password after 10 wrong ones in 15 minutes (903)', async () => {
    const me = await signIn(t, 'brute@example.com');
    await changePassword(me, { password: 'the real password' });
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ email: 'brute@example.com', password: `guess ${i}` })).body.code).toBe(
        1001,
      );
    }
    const blocked = await login({ email: 'brute@example.com', password: 'the real password' });
    expect(blocked.body.code).toBe(Code.RATE_LIMITED);
    expect(blocked.body.message).toMatch(/try again in 15 minutes/);
  });

  it('sets a first password, then changes it only with the current one', async () => {
    const me = await signIn(t, 'change@example.com');
    expect((await changePassword(me, { password: 'short' })).status).toBe(422);
    expect((await changePassword(me, { password: 'password one' })).body).toEqual({
      code: 200,
      message: 'success',
      data: null,
    });
    expect((await info(me)).body.data.hasPassword).toBe(true);

    const missing = await changePassword(me, { password: 'password two' });
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual({ code: 1002, message: 'Please enter your current password' });
    const wrong = await changePassword(me, {
      currentPassword: 'not it at all',
      password: 'password two',
    });
    expect(wrong.body).toEqual({ code: 1002, message: 'The current password is incorrect' });
    const right = await changePassword(me, {
      currentPassword: 'password one',
      password: 'password two',
    });
    expect(right.body.code).toBe(200);
    expect((await login({ email: 'change@example.com', password: 'password one' })).body.code).toBe(
      1001,
    );
    expect((await login({ email: 'change@example.com', password: 'password two' })).body.code).toBe(
      200,
    );
  });

  it('resets the password by code and ends the other sessions', async () => {
    const me = await signIn(t, 'reset@example.com');
    await changePassword(me, { password: 'old password' });
    const sent = await sendCode('reset@example.com', 'reset');
    expect(sent.body.data).toEqual({ resendAfter: 60, validMinutes: 10 });
    const code = await t.smtp!.latestCode('reset@example.com');
    expect(t.smtp!.mails.at(-1)!.raw).toMatch(/Subject: Your password reset code/);

    const bad = await call('post', calls.resetPassword.path).send({
      email: 'reset@example.com',
      code: code === '000000' ? '111111' : '000000',
      password: 'new password',
    });
    expect(bad.body).toEqual({ code: 1001, message: BAD_CREDENTIALS });
    const short = await call('post', calls.resetPassword.path).send({
      email: 'reset@example.com',
      code,
      password: 'short',
    });
    expect(short.status).toBe(422);
    expect(short.body.data).toEqual({ password: 'Password must be at least 8 characters' });

    const res = await call('post', calls.resetPassword.path).send({
      email: 'reset@example.com',
      code,
      password: 'new password',
    });
    expect(res.body).toEqual({ code: 200, message: 'success', data: null });
    expect((await info(me)).body.code).toBe(Code.NOT_SIGNED_IN);
    expect((await login({ email: 'reset@example.com', password: 'old password' })).body.code).toBe(
      1001,
    );
    const fresh = await login({ email: 'reset@example.com', password: 'new password' });
    expect(fresh.body.code).toBe(200);
    const session = {
      cookie: cookiesOf(fresh.headers['set-cookie']),
      token: fresh.body.data.token,
    };
    expect((await call('get', calls.userInfo.path, session)).body.code).toBe(200);
  });

  it('answers a reset request for an unknown address alike, without mailing', async () => {
    const before = t.smtp!.mails.length;
    const res = await sendCode('ghost@example.com', 'reset');
    expect(res.body).toEqual({
      code: 200,
      message: 'success',
      data: { resendAfter: 60, validMinutes: 10 },
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp!.mails.length).toBe(before);
  });

  it('shows and updates the profile, with clear 422s', async () => {
    const me = await signIn(t, 'profile@example.com');
    const update = (body: object) => call('put', calls.updateUser.path, me).send(body);
    const res = await update({ nickname: '  Ada  ', bio: 'Counts.' });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ nickname: 'Ada', bio: 'Counts.', avatar: null });
    expect((await info(me)).body.data).toMatchObject({ nickname: 'Ada', bio: 'Counts.' });

    const empty = await update({ nickname: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      code: 422,
      message: 'Please enter Nickname',
      data: { nickname: 'Please enter Nickname' },
    });
    const long = await update({ nickname: 'x'.repeat(33) });
    expect(long.body.data).toEqual({ nickname: 'Nickname is at most 32 characters' });
    const bio = await update({ bio: 'x'.repeat(501) });
    expect(bio.body.data).toEqual({ bio: 'Bio is at most 500 characters' });

    for (const avatar of [
      'https://evil.example.com/a.png',
      '/files/0123456789abcdef0123456789abcdef.png',
      '/files/../app.sqlite',
    ]) {
      const bad = await update({ avatar });
      expect(bad.status).toBe(422);
      expect(bad.body).toEqual({
        code: 422,
        message: 'Please upload the avatar image',
        data: { avatar: 'Please upload the avatar image' },
      });
    }
    expect((await update({ avatar: null })).body.data.avatar).toBeNull();
  });

  it('reports admins from ADMIN_EMAILS in the user', async () => {
    const boss = await signIn(t, 'Boss@Example.com');
    expect(boss.user.role).toBe('admin');
    expect((await info(boss)).body.data.role).toBe('admin');
  });

  describe('account deletion', () => {
    const remove = (who: SignedIn, body: object) =>
      call('delete', calls.deleteAccount.path, who).send(body);

    it('needs a session for a delete code, and the own address', async () => {
      const anon = await sendCode('del@example.com', 'delete');
      expect(anon.body.code).toBe(Code.NOT_SIGNED_IN);
      const me = await signIn(t, 'owner@example.com');
      const other = await sendCode('someone@example.com', 'delete', me);
      expect(other.body.code).toBe(1003);
    });

    it('deletes by password: row and data gone, session ends, the address signs up anew', async () => {
      const me = await signIn(t, 'leaving@example.com');
      await changePassword(me, { password: 'leaving password' });
      const wrong = await remove(me, { password: 'not the password' });
      expect(wrong.body).toEqual({ code: 1001, message: BAD_CREDENTIALS });
      const none = await remove(me, {});
      expect(none.status).toBe(422);

      const res = await remove(me, { password: 'leaving password' });
      expect(res.body).toEqual({ code: 200, message: 'success', data: null });
      expect(String(res.headers['set-cookie'])).toMatch(/jcg\.sid=;/);
      const repo = t.deps.dataSource.getRepository(User);
      expect(await repo.findOneBy({ id: me.user.id })).toBeNull();
      const messages = t.deps.dataSource.getRepository(Message);
      expect(await messages.countBy({ userId: me.user.id })).toBe(0);
      expect((await info(me)).body.code).toBe(Code.NOT_SIGNED_IN);

      await t.deps.store.delete('code-cooldown:login:leaving@example.com');
      const again = await signIn(t, 'leaving@example.com');
      expect(again.user.id).not.toBe(me.user.id);
      expect(await messages.countBy({ userId: again.user.id })).toBe(1);
    });

    it('deletes by code, and ends the sessions in other browsers too', async () => {
      const me = await signIn(t, 'bycode@example.com');
      await t.deps.store.delete('code-cooldown:login:bycode@example.com');
      const elsewhere = await signIn(t, 'bycode@example.com');
      await t.deps.store.delete('code-cooldown:login:bycode@example.com');
      expect((await sendCode('bycode@example.com', 'delete', me)).body.code).toBe(200);
      const code = await t.smtp!.latestCode('bycode@example.com');
      expect(t.smtp!.mails.at(-1)!.raw).toMatch(/Subject: Confirm the deletion of your account/);
      const res = await remove(me, { code });
      expect(res.body.code).toBe(200);
      expect(
        await t.deps.dataSource.getRepository(User).findOneBy({ email: 'bycode@example.com' }),
      ).toBeNull();
      expect((await info(me)).body.code).toBe(Code.NOT_SIGNED_IN);
      expect((await info(elsewhere)).body.code).toBe(Code.NOT_SIGNED_IN);
    });
  });

  describe('admin calls', () => {
    const adminCalls = allCalls.filter((c) => c.access === 'admin');
    let user: SignedIn;
    let admin: SignedIn;
    beforeAll(async () => {
      user = await signIn(t, 'plain@example.com');
      admin = await signIn(t, 'boss2@example.com');
      await t.deps.dataSource.getRepository(User).update({ id: admin.user.id }, { role: 'admin' });
    });

    function send(def: (typeof adminCalls)[number], who?: SignedIn) {
      const url = buildPath(def.path, def.example?.params as Record<string, unknown>);
      const method = def.method.toLowerCase() as Method;
      const req = call(method, url, who);
      if (def.kind === 'multipart') return req.field('x', '1');
      return def.example?.body === undefined ? req : req.send(def.example.body as object);
    }

    it('exist in the contract', () => {
      expect(adminCalls.length).toBeGreaterThan(0);
    });

    it.each(adminCalls.map((c) => [c.id, c] as const))(
      '%s: anonymous 901, user 403, admin allowed',
      async (id, def) => {
        const served = servedCallIds(t.app).includes(id);
        const anon = await send(def);
        const asUser = await send(def, user);
        const asAdmin = await send(def, admin);
        if (!served) {
          for (const res of [anon, asUser, asAdmin]) expect(res.status).toBe(404);
          return;
        }
        expect(envelopeSchema(def.response).parse(anon.body).code).toBe(Code.NOT_SIGNED_IN);
        expect(asUser.status).toBe(403);
        expect(asUser.body.code).toBe(Code.FORBIDDEN);
        expect(asAdmin.status).not.toBe(403);
        expect(asAdmin.body.code).not.toBe(Code.NOT_SIGNED_IN);
        expect(asAdmin.body.code).not.toBe(Code.FORBIDDEN);
      },
    );
  });
});
