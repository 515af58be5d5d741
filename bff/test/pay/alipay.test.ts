import request from 'supertest';
import { sponsorCalls, PayCode } from '../../../src/contract/sponsor';
import {
  describeEachDb,
  signedRequest,
  signIn,
  startTestApp,
  type SignedIn,
  type TestApp,
} from '../support';
import { startAlipayDouble, type AlipayDouble } from './alipayDouble';
import { buyerSteps } from './support';

describeEachDb('Alipay against its double', (db) => {
  let alipay: AlipayDouble;
  let t: TestApp;
  let ada: SignedIn;
  let admin: SignedIn;
  // Key generation, migrations and two sign-ins take longer than the default 5 s on MariaDB.
  beforeAll(async () => {
    alipay = await startAlipayDouble();
    t = await startTestApp({
      db,
      smtp: true,
      env: {
        PUBLIC_URL: 'https://jcg.example.com',
        ALIPAY_APP_ID: alipay.appId,
        ALIPAY_PRIVATE_KEY: alipay.appKeys.privateKey,
        ALIPAY_PUBLIC_KEY: alipay.alipayKeys.publicKey,
        ALIPAY_GATEWAY: alipay.gateway,
        ADMIN_EMAILS: 'admin@alipay.example.com',
        PAY_QUERY_AFTER_SECONDS: '0',
        PAY_EXPIRY_INTERVAL_SECONDS: '0',
      },
    });
    ada = await signIn(t, 'ada@alipay.example.com');
    admin = await signIn(t, 'admin@alipay.example.com');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await alipay?.close();
  });

  const notify = (body: string) =>
    request(t.app.callback())
      .post('/pay/notify/alipay')
      .set('Content-Type', 'application/x-www-form-urlencoded; charset=utf-8')
      .send(body);
  const { buy, status, balance, vip, close, refund } = buyerSteps('alipay', () => ({
    t,
    buyer: ada,
    admin,
  }));

  it('precreates a QR code, signed, with our notify URL and the amount in yuan', async () => {
    const order = await buy('credits-100');
    expect(order.qrCode).toMatch(/^https:\/\/qr\.alipay\.com\//);
    const sent = alipay.requests.at(-1)!;
    const params = Object.fromEntries(new URLSearchParams(sent.body));
    const query = Object.fromEntries(sent.url.searchParams);
    expect(query).toMatchObject({
      method: 'alipay.trade.precreate',
      sign_type: 'RSA2',
      notify_url: 'https://jcg.example.com/pay/notify/alipay',
    });
    expect(JSON.parse(params.biz_content)).toMatchObject({
      out_trade_no: order.orderId,
      total_amount: '9.90',
    });
  });

  it('takes a signed notify once; refuses tampered, foreign-signed, other-amount and other-app ones', async () => {
    const order = await buy('credits-100');
    const trade = alipay.pay(order.orderId);
    const before = await balance();
    const good = alipay.notifyBody(trade);

    const tampered = good.replace('total_amount=9.90', 'total_amount=0.01');
    expect((await notify(tampered)).text).toBe('fail');
    const forged = alipay.notifyBody(trade, {}, alipay.appKeys.privateKey);
    expect((await notify(forged)).text).toBe('fail');
    expect((await notify(alipay.notifyBody(trade, { total_amount: '0.01' }))).text).toBe('fail');
    expect((await notify(alipay.notifyBody(trade, { app_id: '2021999999999999' }))).text).toBe(
      'fail',
    );
    expect(await balance()).toBe(before);

    const answers = await Promise.all([notify(good), notify(good), notify(good)]);
    expect(answers.map((a) => a.text)).toEqual(['success', 'success', 'success']);
    expect(await balance()).toBe(before + 100);
    expect((await notify(good)).text).toBe('success');
    expect(await balance()).toBe(before + 100);
  });

  it('acknowledges a notify of an unpaid state without paying', async () => {
    const order = await buy('credits-100');
    const trade = alipay.trades.get(order.orderId)!;
    const res = await notify(alipay.notifyBody(trade, { trade_status: 'WAIT_BUYER_PAY' }));
    expect(res.text).toBe('success');
    expect(await status(order.orderId)).toBe('pending');
  });

  it('settles by trade query when the notify never comes', async () => {
    const order = await buy('vip-month');
    expect(await status(order.orderId)).toBe('pending');
    alipay.pay(order.orderId);
    expect(await status(order.orderId)).toBe('paid');
    expect(await vip()).toMatchObject({ level: 'vip' });
  });

  it('closes at Alipay when the buyer cancels, and refunds once through Alipay', async () => {
    const order = await buy('credits-500');
    alipay.trades.get(order.orderId)!.scanned = true;
    const closed = await close(order.orderId);
    expect(closed.status).toBe('closed');
    expect(alipay.trades.get(order.orderId)!.status).toBe('TRADE_CLOSED');

    const paid = await buy('credits-500');
    await notify(alipay.notifyBody(alipay.pay(paid.orderId)));
    expect((await refund(paid.orderId)).status).toBe('refunded');
    expect((await refund(paid.orderId)).status).toBe('refunded');
    expect(alipay.trades.get(paid.orderId)!.refunded).toEqual([`${paid.orderId}r`]);
  });

  it('treats an answer with a bad signature as a failed call', async () => {
    const { alipayKeys } = alipay;
    const original = alipayKeys.privateKey;
    alipayKeys.privateKey = alipay.appKeys.privateKey;
    try {
      const res = await signedRequest(t, 'post', sponsorCalls.createOrder.path, ada).send({
        kind: 'credits',
        provider: 'alipay',
        planId: 'credits-100',
      });
      expect(res.body.code).toBe(PayCode.PROVIDER_FAILED);
    } finally {
      alipayKeys.privateKey = original;
    }
  });
});
