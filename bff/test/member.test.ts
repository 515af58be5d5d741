import request from 'supertest';
import { contract } from '../../src/contract';
import { buildPath, type CallDef } from '../../src/contract/core';
import { Message } from '../src/entities/Message';
import { Tip } from '../src/entities/Tip';
import { User } from '../src/entities/User';
import { VipMembership } from '../src/entities/VipMembership';
import { adminRoutes } from '../src/routes/admin';
import { homeRoutes } from '../src/routes/home';
import { messageRoutes } from '../src/routes/message';
import { vipRoutes } from '../src/routes/vip';
import { creditBalance, debitBalance, grantVip } from '../src/services/vip';
import {
  cookiesOf,
  type DbKind,
  describeEachDb,
  signedHeaders,
  startTestApp,
  type TestApp,
  insertUser,
} from './support';
import { testCalls, testRoutes } from './testRoutes';

const ADMIN_EMAIL = 'boss@example.com';
const HOUR = 60 * 60 * 1000;

interface Caller {
  cookie: string;
  token: string;
}

/** Boots the app with the member-area routes and the test sign-in, users resolved from the table. */
async function startMemberApp(db: DbKind): Promise<TestApp> {
  const holder: { app?: TestApp } = {};
  const app = await startTestApp({
    db,
    env: { ADMIN_EMAILS: ADMIN_EMAIL },
    routes: [homeRoutes, messageRoutes, vipRoutes, adminRoutes, testRoutes],
    resolveUser: (id) => holder.app!.deps.dataSource.getRepository(User).findOneBy({ id }),
  });
  holder.app = app;
  return app;
}

const createUser = (t: TestApp, email: string) => insertUser(t.deps.dataSource, email);

/** A session for the user through the test-only sign-in call: its cookie and sign token. */
async function signIn(t: TestApp, userId: string): Promise<Caller> {
  const { path } = testCalls.signIn;
  const res = await request(t.app.callback()).post(path).set(signedHeaders(path)).send({ userId });
  expect(res.body.code).toBe(200);
  return { cookie: cookiesOf(res.headers['set-cookie']), token: res.body.data.token };
}

interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
}

/** Sends a contract call, signed for the caller (anonymous when null). */
function call(t: TestApp, def: CallDef, caller: Caller | null, options: CallOptions = {}) {
  const path = buildPath(def.path, options.params);
  const agent = request(t.app.callback());
  const req = (def.method === 'GET' ? agent.get(path) : agent.post(path)).set(
    signedHeaders(path, { token: caller?.token }),
  );
  if (caller) req.set('Cookie', caller.cookie);
  if (options.query) req.query(options.query);
  return options.body === undefined ? req : req.send(options.body);
}

describeEachDb('member area: VIP', (db) => {
  let t: TestApp;
  let user: User;
  let caller: Caller;
  beforeAll(async () => {
    t = await startMemberApp(db);
    user = await createUser(t, 'vip@example.com');
    caller = await signIn(t, user.id);
  });
  afterAll(() => t.close());

  it('answers 901 to anonymous callers', async () => {
    expect((await call(t, contract.vip.find, null)).body.code).toBe(901);
    expect((await call(t, contract.vip.findBalance, null)).body.code).toBe(901);
  });

  it('is null with a zero balance for a free user', async () => {
    expect((await call(t, contract.vip.find, caller)).body).toEqual({
      code: 200,
      message: 'success',
      data: null,
    });
    expect((await call(t, contract.vip.findBalance, caller)).body.data).toEqual({ balance: 0 });
  });

  it('shows a membership until it expires', async () => {
    const until = new Date(Date.now() + 30 * 24 * HOUR);
    const granted = await grantVip(t.deps.dataSource.manager, user.id, 'gold', until);
    const res = await call(t, contract.vip.find, caller);
    expect(res.body.data).toEqual(granted);
    expect(res.body.data.level).toBe('gold');
    // MySQL keeps whole seconds.
    expect(Math.abs(Date.parse(res.body.data.expiresAt) - until.getTime())).toBeLessThan(1000);
    expect(contract.vip.find.response.safeParse(res.body.data).success).toBe(true);

    await t.deps.dataSource
      .getRepository(VipMembership)
      .update({ userId: user.id }, { expiresAt: new Date(Date.now() - HOUR) });
    expect((await call(t, contract.vip.find, caller)).body.data).toBeNull();

    await grantVip(t.deps.dataSource.manager, user.id, 'lifetime', null);
    const lifetime = (await call(t, contract.vip.find, caller)).body.data;
    expect(lifetime).toMatchObject({ level: 'lifetime', expiresAt: null });
  });

  it('shows the balance as the sum of the ledger', async () => {
    const { manager } = t.deps.dataSource;
    await creditBalance(manager, user.id, 100, 'Sponsorship order 1');
    await debitBalance(manager, user.id, 30, 'AI generation');
    await creditBalance(manager, user.id, 5, 'Gift');
    const res = await call(t, contract.vip.findBalance, caller);
    expect(res.body.data).toEqual({ balance: 75 });
    expect(contract.vip.findBalance.response.safeParse(res.body.data).success).toBe(true);
  });
});

describeEachDb('member area: messages', (db) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let aliceCaller: Caller;
  let bobCaller: Caller;
  let bobMessageId: string;
  const base = Date.parse('2026-11-01T00:00:00Z');

  beforeAll(async () => {
    t = await startMemberApp(db);
    alice = await createUser(t, 'alice@example.com');
    bob = await createUser(t, 'bob@example.com');
    aliceCaller = await signIn(t, alice.id);
    bobCaller = await signIn(t, bob.id);
    const repository = t.deps.dataSource.getRepository(Message);
    // Inserted newest first, so an id order would be the reverse of the time order.
    for (let n = 12; n >= 1; n -= 1) {
      await repository.insert({
        userId: alice.id,
        title: `Message ${n}`,
        content: `Body ${n}`,
        // Messages 1-4 were read, 5-12 are unread.
        readAt: n <= 4 ? new Date(base + n * HOUR + 1000) : null,
        createdAt: new Date(base + n * HOUR),
      });
    }
    const bobs = await repository.save({
      userId: bob.id,
      title: 'For Bob',
      content: 'Only Bob sees this',
      readAt: null,
      createdAt: new Date(base),
    });
    bobMessageId = String(bobs.id);
  });
  afterAll(() => t.close());

  const titles = (res: request.Response) =>
    res.body.data.list.map((m: { title: string }) => m.title);

  it('pages the caller’s messages newest first, with the unread count', async () => {
    const res = await call(t, contract.message.findPage, aliceCaller, {
      body: { page: 1, pageSize: 5 },
    });
    expect(res.body.code).toBe(200);
    expect(titles(res)).toEqual([
      'Message 12',
      'Message 11',
      'Message 10',
      'Message 9',
      'Message 8',
    ]);
    expect(res.body.data).toMatchObject({ total: 12, page: 1, pageSize: 5, unread: 8 });
    expect(res.body.data.list[0]).toEqual({
      id: expect.any(String),
      title: 'Message 12',
      content: 'Body 12',
      read: false,
      createdAt: new Date(base + 12 * HOUR).toISOString(),
    });
    expect(contract.message.findPage.response.safeParse(res.body.data).success).toBe(true);

    const last = await call(t, contract.message.findPage, aliceCaller, {
      body: { page: 3, pageSize: 5 },
    });
    expect(titles(last)).toEqual(['Message 2', 'Message 1']);
    expect(last.body.data.list.map((m: { read: boolean }) => m.read)).toEqual([true, true]);
  });

  it('filters unread messages', async () => {
    const res = await call(t, contract.message.findPage, aliceCaller, {
      body: { page: 1, pageSize: 100, unread: true },
    });
    expect(res.body.data.total).toBe(8);
    expect(titles(res)).toEqual([12, 11, 10, 9, 8, 7, 6, 5].map((n) => `Message ${n}`));
  });

  it('shows nobody else’s messages', async () => {
    const res = await call(t, contract.message.findPage, bobCaller, { body: {} });
    expect(res.body.data).toMatchObject({ total: 1, page: 1, pageSize: 10, unread: 1 });
    expect(titles(res)).toEqual(['For Bob']);
  });

  it('marks a message read when it is opened', async () => {
    const page = await call(t, contract.message.findPage, aliceCaller, {
      body: { page: 1, pageSize: 1 },
    });
    const id = page.body.data.list[0].id as string;
    const res = await call(t, contract.message.read, aliceCaller, { params: { id } });
    expect(res.body).toEqual({
      code: 200,
      message: 'success',
      data: expect.objectContaining({ id, title: 'Message 12', read: true }),
    });
    const again = await call(t, contract.message.read, aliceCaller, { params: { id } });
    expect(again.body.data.read).toBe(true);
    const after = await call(t, contract.message.findPage, aliceCaller, { body: {} });
    expect(after.body.data.unread).toBe(7);
    expect(after.body.data.list[0]).toMatchObject({ id, read: true });
  });

  it('answers 404 for another user’s message and for unknown ids', async () => {
    for (const id of [bobMessageId, '999999', 'abc', '99999999999']) {
      const res = await call(t, contract.message.read, aliceCaller, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, message: 'No such message' });
    }
    const bobs = await call(t, contract.message.findPage, bobCaller, { body: {} });
    expect(bobs.body.data.unread).toBe(1);
  });

  it('marks all of the caller’s messages read (readAll is not taken for an id)', async () => {
    const res = await call(t, contract.message.readAll, aliceCaller);
    expect(res.body).toEqual({ code: 200, message: 'success', data: { updated: 7 } });
    expect((await call(t, contract.message.readAll, aliceCaller)).body.data).toEqual({
      updated: 0,
    });
    const unread = await call(t, contract.message.findPage, aliceCaller, {
      body: { unread: true },
    });
    expect(unread.body.data).toMatchObject({ total: 0, unread: 0, list: [] });
    const bobs = await call(t, contract.message.findPage, bobCaller, { body: {} });
    expect(bobs.body.data.unread).toBe(1);
  });

  it('answers 901 to anonymous callers and 422 to a bad page', async () => {
    expect((await call(t, contract.message.findPage, null, { body: {} })).body.code).toBe(901);
    expect((await call(t, contract.message.readAll, null)).body.code).toBe(901);
    const bad = await call(t, contract.message.findPage, aliceCaller, {
      body: { page: 0, pageSize: 10 },
    });
    expect(bad.status).toBe(422);
  });
});

describeEachDb('member area: tips and admin content', (db) => {
  let t: TestApp;
  let admin: Caller;
  let alice: User;
  let aliceCaller: Caller;
  let bobCaller: Caller;

  beforeAll(async () => {
    t = await startMemberApp(db);
    const boss = await createUser(t, ADMIN_EMAIL);
    alice = await createUser(t, 'alice@example.com');
    const bob = await createUser(t, 'bob@example.com');
    admin = await signIn(t, boss.id);
    aliceCaller = await signIn(t, alice.id);
    bobCaller = await signIn(t, bob.id);
  });
  afterAll(() => t.close());

  const tipTitles = (res: request.Response) =>
    res.body.data.map((tip: { title: string }) => tip.title);
  const findTips = (caller: Caller | null, type = 'home') =>
    call(t, contract.home.findTips, caller, { query: { type } });

  it('lets only admins create tips and messages', async () => {
    const body = { type: 'home', title: 'T', content: 'C' };
    expect((await call(t, contract.admin.createTip, null, { body })).body.code).toBe(901);
    const denied = await call(t, contract.admin.createTip, aliceCaller, { body });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(403);
    const message = { title: 'T', content: 'C' };
    expect((await call(t, contract.admin.createMessage, null, { body: message })).body.code).toBe(
      901,
    );
    expect(
      (await call(t, contract.admin.createMessage, aliceCaller, { body: message })).status,
    ).toBe(403);
    expect(await t.deps.dataSource.getRepository(Tip).count()).toBe(0);
    expect(await t.deps.dataSource.getRepository(Message).count()).toBe(0);
  });

  it('creates tips', async () => {
    const res = await call(t, contract.admin.createTip, admin, {
      body: { type: 'home', title: 'First', content: 'Paste DDL', link: 'https://example.com/a' },
    });
    expect(res.body).toEqual({
      code: 200,
      message: 'success',
      data: {
        id: expect.any(String),
        type: 'home',
        title: 'First',
        content: 'Paste DDL',
        link: 'https://example.com/a',
        createdAt: expect.any(String),
      },
    });
    expect(contract.admin.createTip.response.safeParse(res.body.data).success).toBe(true);
    await call(t, contract.admin.createTip, admin, {
      body: { type: 'home', title: 'Second', content: 'Templates ✓' },
    });
    await call(t, contract.admin.createTip, admin, {
      body: { type: 'text', title: 'Elsewhere', content: 'Other page' },
    });
    const invalid = await call(t, contract.admin.createTip, admin, {
      body: { type: 'home', title: '', content: 'x' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.data).toEqual({ title: 'Please enter Title' });
    const script = await call(t, contract.admin.createTip, admin, {
      body: { type: 'home', title: 'Bad', content: 'x', link: 'javascript:alert(1)' },
    });
    expect(script.status).toBe(422);
    expect(script.body.data).toEqual({ link: 'Please enter a valid link' });
  });

  it('gives anonymous callers every tip of the type, newest first', async () => {
    const res = await findTips(null);
    expect(tipTitles(res)).toEqual(['Second', 'First']);
    expect(res.body.data[0].link).toBeNull();
    expect(contract.home.findTips.response.safeParse(res.body.data).success).toBe(true);
    expect(tipTitles(await findTips(null, 'text'))).toEqual(['Elsewhere']);
    expect((await findTips(null, 'none')).body.data).toEqual([]);
  });

  it('leaves out the tips a user has read; reading again changes nothing', async () => {
    const [second] = (await findTips(aliceCaller)).body.data as { id: string }[];
    const read = () => call(t, contract.home.readTip, aliceCaller, { params: { id: second.id } });
    expect((await read()).body).toEqual({ code: 200, message: 'success', data: null });
    expect((await read()).body).toEqual({ code: 200, message: 'success', data: null });
    expect(tipTitles(await findTips(aliceCaller))).toEqual(['First']);
    expect(tipTitles(await findTips(bobCaller))).toEqual(['Second', 'First']);
    expect(tipTitles(await findTips(null))).toEqual(['Second', 'First']);
  });

  it('answers 404 for an unknown tip and 901 to anonymous readers', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await call(t, contract.home.readTip, aliceCaller, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, message: 'No such tip' });
    }
    const anonymous = await call(t, contract.home.readTip, null, { params: { id: '1' } });
    expect(anonymous.body.code).toBe(901);
  });

  it('sends a message to one user by e-mail', async () => {
    const res = await call(t, contract.admin.createMessage, admin, {
      body: { title: 'Hello Alice', content: 'Just you', email: ' ALICE@example.com ' },
    });
    expect(res.body).toEqual({ code: 200, message: 'success', data: { sent: 1 } });
    const alices = await call(t, contract.message.findPage, aliceCaller, { body: {} });
    expect(alices.body.data.list).toEqual([
      expect.objectContaining({ title: 'Hello Alice', content: 'Just you', read: false }),
    ]);
    expect(
      (await call(t, contract.message.findPage, bobCaller, { body: {} })).body.data.total,
    ).toBe(0);
  });

  it('answers 422 on the e-mail field when nobody has the e-mail', async () => {
    const res = await call(t, contract.admin.createMessage, admin, {
      body: { title: 'Hi', content: 'x', email: 'nobody@example.com' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 422,
      message: 'No user has this e-mail',
      data: { email: 'No user has this e-mail' },
    });
  });

  it('sends a message to every user when no e-mail is given', async () => {
    const res = await call(t, contract.admin.createMessage, admin, {
      body: { title: 'Maintenance', content: 'Tonight 22:00 UTC' },
    });
    expect(res.body.data).toEqual({ sent: 3 });
    for (const caller of [admin, aliceCaller, bobCaller]) {
      const page = await call(t, contract.message.findPage, caller, { body: {} });
      expect(page.body.data.list[0]).toMatchObject({ title: 'Maintenance', read: false });
    }
    const rows = await t.deps.dataSource.getRepository(Message).countBy({ userId: alice.id });
    expect(rows).toBe(2);
  });
});
