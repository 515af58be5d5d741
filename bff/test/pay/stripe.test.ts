import request from 'supertest';
import { describeEachDb, signIn, startTestApp, type SignedIn, type TestApp } from '../support';
import { startStripeDouble, type StripeDouble } from './stripeDouble';
import { buyerSteps } from './support';

describeEachDb('Stripe against its double', (db) => {
  let stripe: StripeDouble;
  let t: TestApp;
  let ada: SignedIn;
  let admin: SignedIn;
  // Key generation, migrations and two sign-ins take longer than the default 5 s on MariaDB.
  beforeAll(async () => {
    stripe = await startStripeDouble();
    t = await startTestApp({
      db,
      smtp: true,
      env: {
        PUBLIC_URL: 'https://jcg.example.com',
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: stripe.base,
        ADMIN_EMAILS: 'admin@stripe.example.com',
        PAY_QUERY_AFTER_SECONDS: '0',
        PAY_EXPIRY_INTERVAL_SECONDS: '0',
      },
    });
    ada = await signIn(t, 'ada@stripe.example.com');
    admin = await signIn(t, 'admin@stripe.example.com');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const webhook = (w: { body: string; signature: string }) =>
    request(t.app.callback())
      .post('/pay/notify/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', w.signature)
      .send(w.body);
  const { buy, status, balance, vip, close, refund } = buyerSteps('stripe', () => ({
    t,
    buyer: ada,
    admin,
  }));

  it('opens a Checkout Session for the order and answers its URL', async () => {
    const order = await buy('credits-100');
    expect(order.payUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(stripe.sessionOf(order.orderId)).toMatchObject({ amount_total: 990, currency: 'cny' });
  });

  it('takes a signed webhook once; refuses tampered, foreign, old and other-amount ones', async () => {
    const order = await buy('credits-100');
    const session = stripe.pay(order.orderId);
    const before = await balance();
    const good = stripe.webhook(session);

    expect(
      (
        await webhook({
          ...good,
          body: good.body.replace('"amount_total":990', '"amount_total":1'),
        })
      ).status,
    ).toBe(400);
    expect((await webhook(stripe.webhook(session, { secret: 'whsec_not_ours' }))).status).toBe(400);
    const old = stripe.webhook(session, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await webhook(old)).status).toBe(400);
    expect(
      (await webhook(stripe.webhook(session, { overrides: { amount_total: 1 } }))).status,
    ).toBe(400);
    expect(
      (await webhook(stripe.webhook(session, { overrides: { currency: 'usd' } }))).status,
    ).toBe(400);
    expect(await balance()).toBe(before);

    const answers = await Promise.all([webhook(good), webhook(good), webhook(good)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await webhook(good)).status).toBe(200);
    expect(await balance()).toBe(before + 100);
  });

  it('acknowledges events it does not act on', async () => {
    const order = await buy('credits-100');
    const session = stripe.sessionOf(order.orderId);
    const res = await webhook(stripe.webhook(session, { type: 'checkout.session.expired' }));
    expect(res.status).toBe(200);
    expect(await status(order.orderId)).toBe('pending');
  });

  it('settles by retrieving the session when the webhook never comes', async () => {
    const order = await buy('vip-month');
    expect(await status(order.orderId)).toBe('pending');
    stripe.pay(order.orderId);
    expect(await status(order.orderId)).toBe('paid');
    expect(await vip()).toMatchObject({
      level: 'vip',
    });
  });

  it('expires the session when the buyer cancels, and refunds once with an idempotency key', async () => {
    const order = await buy('credits-500');
    const closed = await close(order.orderId);
    expect(closed.status).toBe('closed');
    expect(stripe.sessionOf(order.orderId).status).toBe('expired');

    const paid = await buy('credits-500');
    const session = stripe.pay(paid.orderId);
    await webhook(stripe.webhook(session));
    expect((await refund(paid.orderId)).status).toBe('refunded');
    expect((await refund(paid.orderId)).status).toBe('refunded');
    expect(stripe.refunds.get(session.payment_intent!)).toEqual([`refund-${paid.orderId}r`]);
  });
});
