import request from 'supertest';
import { adminCalls } from '../../src/contract/admin';
import { Code } from '../../src/contract/core';
import { PayCode, sponsorCalls } from '../../src/contract/sponsor';

const orderCalls = {
  ...sponsorCalls,
  findMine: sponsorCalls.findMyOrders,
  close: sponsorCalls.closeOrder,
  adminFindPage: sponsorCalls.adminOrders,
  adminExport: sponsorCalls.adminExportOrders,
};
import { vipCalls } from '../../src/contract/vip';
import { PayOrder } from '../src/entities/PayOrder';
import { orderServiceOf } from '../src/services/order';
import { flushUsage } from '../src/services/usage';
import { sandboxSignature } from '../src/services/pay/sandbox';
import { SANDBOX_SECRET, sandboxCallback } from './pay/support';
import {
  describeEachDb,
  signedRequest,
  signIn,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './support';

const DAY = 86_400_000;

describeEachDb('orders without a provider', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t.close());

  it('offers no provider, refuses orders plainly and has no sandbox callback', async () => {
    const options = await signedRequest(t, 'get', orderCalls.plans.path);
    expect(options.body.data.providers).toEqual([]);
    expect(options.body.data.plans.map((p: { id: string }) => p.id)).toEqual([
      'vip-month',
      'vip-quarter',
      'vip-year',
    ]);
    expect(options.body.data.packs).toHaveLength(3);
    const res = await signedRequest(t, 'post', sponsorCalls.createOrder.path).send({
      kind: 'sponsor',
      provider: 'sandbox',
      amount: 1000,
    });
    expect(res.body).toMatchObject({
      code: PayCode.NOT_CONFIGURED,
      message: 'Payments are not configured on this server',
    });
    const notify = await sandboxCallback(t, {
      orderId: 'x',
      tradeNo: 't',
      amount: 1,
      currency: 'CNY',
    });
    expect(notify.status).toBe(404);
  });
});

describeEachDb('orders through the sandbox', (db) => {
  let t: TestApp;
  let ada: SignedIn;
  let bob: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startTestApp({
      db,
      smtp: true,
      env: {
        PAY_SANDBOX_SECRET: SANDBOX_SECRET,
        ADMIN_EMAILS: 'admin@pay.example.com',
        PAY_EXPIRY_INTERVAL_SECONDS: '0',
      },
    });
    ada = await signIn(t, 'ada@pay.example.com');
    bob = await signIn(t, 'bob@pay.example.com');
    admin = await signIn(t, 'admin@pay.example.com');
  });
  afterAll(() => t.close());

  const create = async (body: object, who?: SignedIn) => {
    const res = await signedRequest(t, 'post', sponsorCalls.createOrder.path, who).send(body);
    expect(res.body).toMatchObject({ code: Code.OK });
    return res.body.data as { orderId: string; amount: number; currency: string };
  };
  const check = async (orderId: string) =>
    (await signedRequest(t, 'get', `/api/order/check/${orderId}`)).body;
  const pay = (order: { orderId: string; amount: number; currency: string }, tradeNo = 'T1') =>
    sandboxCallback(t, {
      orderId: order.orderId,
      tradeNo,
      amount: order.amount,
      currency: order.currency,
    });
  const balance = async (who: SignedIn) =>
    (await signedRequest(t, 'get', vipCalls.findBalance.path, who)).body.data.balance as number;

  it('pays a visitor’s sponsorship once, refusing bad signatures and other amounts', async () => {
    const order = await create({
      kind: 'sponsor',
      provider: 'sandbox',
      amount: 2000,
      displayName: 'Grace',
      message: 'Thanks!',
    });
    expect(order.orderId).toMatch(/^[0-9a-f]{32}$/);
    expect((await check(order.orderId)).data).toMatchObject({ status: 'pending', amount: 2000 });

    const forged = await sandboxCallback(
      t,
      { orderId: order.orderId, tradeNo: 'T1', amount: 2000, currency: 'CNY' },
      'not-the-secret',
    );
    expect(forged.status).toBe(400);
    const cheaper = await sandboxCallback(t, {
      orderId: order.orderId,
      tradeNo: 'T1',
      amount: 1,
      currency: 'CNY',
    });
    expect(cheaper.status).toBe(400);
    const dollars = await sandboxCallback(t, {
      orderId: order.orderId,
      tradeNo: 'T1',
      amount: 2000,
      currency: 'USD',
    });
    expect(dollars.status).toBe(400);
    // The signature covers the bytes: the same JSON re-spaced no longer matches.
    const raw = JSON.stringify({
      orderId: order.orderId,
      tradeNo: 'T1',
      amount: 2000,
      currency: 'CNY',
    });
    const respaced = await request(t.app.callback())
      .post('/pay/notify/sandbox')
      .set('Content-Type', 'application/json')
      .set('x-sandbox-signature', sandboxSignature(SANDBOX_SECRET, raw))
      .send(raw.replace(/,/g, ', '));
    expect(respaced.status).toBe(400);
    expect((await check(order.orderId)).data.status).toBe('pending');

    const paid = await pay(order);
    expect([paid.status, paid.body]).toEqual([200, { ok: true }]);
    const again = await pay(order);
    expect([again.status, again.body]).toEqual([200, { ok: true }]);
    expect((await check(order.orderId)).data).toMatchObject({
      status: 'paid',
      paidAt: expect.any(String),
    });

    const anonymous = await create({
      kind: 'sponsor',
      provider: 'sandbox',
      amount: 500,
      displayName: 'Hidden',
      anonymous: true,
    });
    // The wall is newest first to the second (MariaDB keeps whole seconds): pay in the next one.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await pay(anonymous, 'T2');
    const wall = await signedRequest(t, 'post', sponsorCalls.findList.path).send({});
    expect(wall.body.data.list.slice(0, 2)).toEqual([
      expect.objectContaining({ displayName: 'Anonymous', amount: 500, message: '' }),
      expect.objectContaining({ displayName: 'Grace', amount: 2000, message: 'Thanks!' }),
    ]);
    expect(wall.body.data.totals).toEqual([{ currency: 'CNY', amount: 2500, count: 2 }]);
  });

  it('sells VIP and credits to signed-in users only, extending VIP from its expiry', async () => {
    const visitor = await signedRequest(t, 'post', sponsorCalls.createOrder.path).send({
      kind: 'vip',
      provider: 'sandbox',
      planId: 'vip-month',
    });
    expect(visitor.body.code).toBe(Code.NOT_SIGNED_IN);
    const unknown = await signedRequest(t, 'post', sponsorCalls.createOrder.path, ada).send({
      kind: 'vip',
      provider: 'sandbox',
      planId: 'credits-100',
    });
    expect(unknown.body.code).toBe(PayCode.NO_SUCH_PLAN);

    const month = await create({ kind: 'vip', provider: 'sandbox', planId: 'vip-month' }, ada);
    expect(month).toMatchObject({ amount: 1500, currency: 'CNY' });
    await pay(month, 'V1');
    const first = (await signedRequest(t, 'get', vipCalls.find.path, ada)).body.data;
    const firstUntil = Date.parse(first.expiresAt);
    expect(firstUntil - Date.now()).toBeGreaterThan(29 * DAY);
    expect(firstUntil - Date.now()).toBeLessThanOrEqual(30 * DAY);

    const second = await create({ kind: 'vip', provider: 'sandbox', planId: 'vip-month' }, ada);
    await pay(second, 'V2');
    const renewed = (await signedRequest(t, 'get', vipCalls.find.path, ada)).body.data;
    expect(Date.parse(renewed.expiresAt) - firstUntil).toBe(30 * DAY);
    expect(renewed.since).toBe(first.since);

    const pack = await create({ kind: 'credits', provider: 'sandbox', planId: 'credits-500' }, ada);
    await pay(pack, 'C1');
    await pay(pack, 'C1');
    expect(await balance(ada)).toBe(500);

    const mine = await signedRequest(t, 'post', orderCalls.findMine.path, ada).send({});
    expect(mine.body.data.total).toBe(3);
    // Newest first; MariaDB keeps whole seconds, so orders of one second may come in any order.
    expect(mine.body.data.list).toContainEqual(
      expect.objectContaining({ kind: 'credits', status: 'paid', title: '500 credits' }),
    );
    const bobs = await signedRequest(t, 'post', orderCalls.findMine.path, bob).send({});
    expect(bobs.body.data.total).toBe(0);
  });

  it('grants exactly once when callbacks and checks race', async () => {
    const pack = await create({ kind: 'credits', provider: 'sandbox', planId: 'credits-100' }, bob);
    const before = await balance(bob);
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => pay(pack, 'R1')),
      ...Array.from({ length: 4 }, () => check(pack.orderId)),
    ]);
    expect(results.slice(0, 8).map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await balance(bob)).toBe(before + 100);
    // Two servers settling the same order: two services on one database.
    const pack2 = await create(
      { kind: 'credits', provider: 'sandbox', planId: 'credits-100' },
      bob,
    );
    const service = orderServiceOf(t.deps);
    const provider = service.provider('sandbox');
    const report = { orderId: pack2.orderId, tradeNo: 'R2', amount: pack2.amount, currency: 'CNY' };
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => service.settle(provider, report, 'test')),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(await balance(bob)).toBe(before + 200);
  });

  it('lets only the owner close a user’s order; a closed order takes no payment', async () => {
    const order = await create({ kind: 'vip', provider: 'sandbox', planId: 'vip-year' }, ada);
    const byBob = await signedRequest(t, 'post', orderCalls.close.path, bob).send({
      orderId: order.orderId,
    });
    expect(byBob.status).toBe(404);
    const byAda = await signedRequest(t, 'post', orderCalls.close.path, ada).send({
      orderId: order.orderId,
    });
    expect(byAda.body.data.status).toBe('closed');
    const late = await pay(order, 'L1');
    expect(late.status).toBe(400);
    expect((await check(order.orderId)).data.status).toBe('closed');
    expect((await check('0'.repeat(32))).code).toBe(Code.NOT_FOUND);
  });

  it('expires pending orders after their time, by the job and on a check', async () => {
    const repo = t.deps.dataSource.getRepository(PayOrder);
    const a = await create({ kind: 'sponsor', provider: 'sandbox', amount: 100 });
    const b = await create({ kind: 'sponsor', provider: 'sandbox', amount: 100 });
    const fresh = await create({ kind: 'sponsor', provider: 'sandbox', amount: 100 });
    const past = new Date(Date.now() - 60_000);
    await repo.update({ id: a.orderId }, { expiresAt: past });
    await repo.update(
      { id: b.orderId },
      { expiresAt: past, createdAt: new Date(Date.now() - DAY) },
    );
    expect(await orderServiceOf(t.deps).expireDue()).toBe(2);
    expect((await check(a.orderId)).data.status).toBe('expired');
    expect((await check(fresh.orderId)).data.status).toBe('pending');
    await repo.update({ id: fresh.orderId }, { expiresAt: past });
    expect((await check(fresh.orderId)).data.status).toBe('expired');
    expect((await pay(b, 'E1')).status).toBe(400);
  });

  it('refunds a paid order for admins only and takes back what it granted', async () => {
    const pack = await create({ kind: 'credits', provider: 'sandbox', planId: 'credits-100' }, bob);
    await pay(pack, 'F1');
    const before = await balance(bob);
    const asBob = await signedRequest(t, 'post', orderCalls.adminRefund.path, bob).send({
      orderId: pack.orderId,
    });
    expect(asBob.status).toBe(403);
    const refund = () =>
      signedRequest(t, 'post', orderCalls.adminRefund.path, admin).send({ orderId: pack.orderId });
    const done = await refund();
    expect(done.body.data).toMatchObject({
      status: 'refunded',
      userEmail: 'bob@pay.example.com',
      refundedAt: expect.any(String),
    });
    expect(await balance(bob)).toBe(before - 100);
    expect((await refund()).body.data.status).toBe('refunded');
    expect(await balance(bob)).toBe(before - 100);

    const pending = await create({ kind: 'sponsor', provider: 'sandbox', amount: 100 });
    const bad = await signedRequest(t, 'post', orderCalls.adminRefund.path, admin).send({
      orderId: pending.orderId,
    });
    expect(bad.body.code).toBe(PayCode.BAD_STATE);
  });

  it('lists, searches and exports orders for admins; edits plans', async () => {
    const page = await signedRequest(t, 'post', orderCalls.adminFindPage.path, admin).send({
      q: 'ada@pay',
      status: 'paid',
    });
    expect(page.body.data.total).toBe(3);
    expect(
      page.body.data.list.every(
        (o: { userEmail: string }) => o.userEmail === 'ada@pay.example.com',
      ),
    ).toBe(true);
    const csv = await signedRequest(t, 'post', orderCalls.adminExport.path, admin).send({
      kind: 'sponsor',
      status: 'paid',
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // A byte-order mark first, so Excel reads UTF-8.
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    expect(csv.headers['x-export-rows']).toBe('2');
    const lines = csv.text.slice(1).trim().split('\r\n');
    expect(lines[0]).toMatch(/^orderId,createdAt,kind,/);
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes(',20.00,CNY,'))).toBe(true);
    // RFC 4180 quoting, and a leading = kept from being read as a formula.
    await create({ kind: 'sponsor', provider: 'sandbox', amount: 300, displayName: 'Li, "Wei"' });
    await create({ kind: 'sponsor', provider: 'sandbox', amount: 301, displayName: '=1+2' });
    const pending = await signedRequest(t, 'post', orderCalls.adminExport.path, admin).send({
      kind: 'sponsor',
      status: 'pending',
    });
    const rows = pending.text.split('\r\n');
    expect(rows.some((l) => l.includes(',3.00,CNY,,"Li, ""Wei""",'))).toBe(true);
    expect(rows.some((l) => l.includes(",3.01,CNY,,'=1+2,"))).toBe(true);
    expect(rows.slice(1).every((l) => l === '' || l.includes(',pending,'))).toBe(true);

    const saved = await signedRequest(t, 'post', orderCalls.adminSavePlan.path, admin).send({
      id: 'vip-month',
      kind: 'vip',
      name: 'VIP month',
      amount: 1200,
      currency: 'cny',
      days: 31,
      active: false,
    });
    expect(saved.body.data).toMatchObject({ amount: 1200, currency: 'CNY', active: false });
    const options = await signedRequest(t, 'get', orderCalls.plans.path);
    expect(options.body.data.plans.map((p: { id: string }) => p.id)).not.toContain('vip-month');
    expect(options.body.data.providers).toEqual([
      { id: 'sandbox', test: true, qr: true, currencies: ['CNY', 'USD', 'EUR'] },
    ]);
    const off = await signedRequest(t, 'post', sponsorCalls.createOrder.path, ada).send({
      kind: 'vip',
      provider: 'sandbox',
      planId: 'vip-month',
    });
    expect(off.body.code).toBe(PayCode.NO_SUCH_PLAN);
    const invalid = await signedRequest(t, 'post', orderCalls.adminSavePlan.path, admin).send({
      id: 'Bad Id',
      kind: 'credits',
      name: '',
      amount: 10,
      currency: 'CNY',
    });
    expect(invalid.status).toBe(422);
  });

  it('counts a paid order and its revenue in the statistics once, however often it is reported', async () => {
    const stats = async () => {
      await flushUsage(t.deps.dataSource);
      const res = await signedRequest(t, 'get', adminCalls.statisticalAnalysis.path, admin);
      return res.body.data.totals as { orders: number; revenue: Record<string, number> };
    };
    const before = await stats();
    const order = await create(
      { kind: 'credits', provider: 'sandbox', planId: 'credits-100' },
      ada,
    );
    expect((await pay(order, 'S1')).status).toBe(200);
    expect((await pay(order, 'S1')).status).toBe(200);
    const after = await stats();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.revenue.CNY ?? 0).toBe((before.revenue.CNY ?? 0) + order.amount);
  });
});
