import request from 'supertest';
import { PayCode, sponsorCalls } from '../../../src/contract/sponsor';
import { vipCalls } from '../../../src/contract/vip';
import {
  describeEachDb,
  signedRequest,
  signIn,
  startTestApp,
  type SignedIn,
  type TestApp,
} from '../support';
import { startWechatDouble, type WechatDouble } from './wechatDouble';
import { buyerSteps } from './support';

describeEachDb('WeChat Pay against its double', (db) => {
  let wx: WechatDouble;
  let t: TestApp;
  let ada: SignedIn;
  let admin: SignedIn;
  // Key generation, migrations and two sign-ins take longer than the default 5 s on MariaDB.
  beforeAll(async () => {
    wx = await startWechatDouble();
    t = await startTestApp({
      db,
      smtp: true,
      env: {
        PUBLIC_URL: 'https://jcg.example.com',
        WECHATPAY_MCHID: wx.mchId,
        WECHATPAY_APPID: wx.appId,
        WECHATPAY_SERIAL: wx.serial,
        WECHATPAY_PRIVATE_KEY: wx.merchantKeys.privateKey,
        WECHATPAY_APIV3_KEY: wx.apiV3Key,
        WECHATPAY_PUBLIC_KEY: wx.platformKeys.publicKey,
        WECHATPAY_PUBLIC_KEY_ID: wx.publicKeyId,
        WECHATPAY_BASE_URL: wx.base,
        ADMIN_EMAILS: 'admin@wechat.example.com',
        PAY_QUERY_AFTER_SECONDS: '0',
        PAY_EXPIRY_INTERVAL_SECONDS: '0',
      },
    });
    ada = await signIn(t, 'ada@wechat.example.com');
    admin = await signIn(t, 'admin@wechat.example.com');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await wx?.close();
  });

  const notify = (n: { body: string; headers: Record<string, string> }) =>
    request(t.app.callback()).post('/pay/notify/wechat').set(n.headers).send(n.body);
  const { buy, status, balance, vip, close, refund } = buyerSteps('wechat', () => ({
    t,
    buyer: ada,
    admin,
  }));

  it('creates a Native order with a signed request and shows its code_url', async () => {
    const order = await buy('credits-100');
    expect(order.qrCode).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const sent = JSON.parse(wx.requests.at(-1)!.body);
    expect(sent).toMatchObject({
      appid: wx.appId,
      mchid: wx.mchId,
      out_trade_no: order.orderId,
      notify_url: 'https://jcg.example.com/pay/notify/wechat',
      amount: { total: 990, currency: 'CNY' },
    });
  });

  it('takes a signed, encrypted notify once; refuses tampered, old, foreign and other-amount ones', async () => {
    const order = await buy('credits-100');
    const trade = wx.pay(order.orderId);
    const before = await balance();
    const good = wx.notify(trade);

    const tampered = { ...good, body: good.body.replace('支付成功', 'paid!!') };
    expect((await notify(tampered)).status).toBe(400);
    const old = wx.notify(trade, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await notify(old)).status).toBe(400);
    const foreign = wx.notify(trade, { key: wx.merchantKeys.privateKey });
    expect((await notify(foreign)).status).toBe(400);
    const wrongKey = wx.notify(trade, { apiV3Key: 'ZZZZefghijklmnopqrstuvwxyz012345' });
    expect((await notify(wrongKey)).status).toBe(400);
    const cheaper = wx.notify(trade, { overrides: { amount: { total: 1, currency: 'CNY' } } });
    const refused = await notify(cheaper);
    expect([refused.status, refused.body.code]).toEqual([400, 'FAIL']);
    const otherMerchant = wx.notify(trade, { overrides: { mchid: '1900000999' } });
    expect((await notify(otherMerchant)).status).toBe(400);
    expect(await balance()).toBe(before);

    const answers = await Promise.all([notify(good), notify(good), notify(good)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await notify(good)).status).toBe(200);
    expect(await balance()).toBe(before + 100);
  });

  it('settles by trade query when the notify never comes', async () => {
    const order = await buy('vip-month');
    expect(await status(order.orderId)).toBe('pending');
    wx.pay(order.orderId);
    expect(await status(order.orderId)).toBe('paid');
    expect(await vip()).toMatchObject({
      level: 'vip',
    });
  });

  it('closes at WeChat Pay when the buyer cancels, and refunds once', async () => {
    const order = await buy('credits-500');
    const closed = await close(order.orderId);
    expect(closed.status).toBe('closed');
    expect(wx.trades.get(order.orderId)!.trade_state).toBe('CLOSED');

    const paid = await buy('credits-500');
    await notify(wx.notify(wx.pay(paid.orderId)));
    expect((await refund(paid.orderId)).status).toBe('refunded');
    expect((await refund(paid.orderId)).status).toBe('refunded');
    expect(wx.trades.get(paid.orderId)!.refunds).toEqual([`${paid.orderId}r`]);
  });

  it('treats an answer signed by another key as a failed call', async () => {
    const { platformKeys } = wx;
    const original = platformKeys.privateKey;
    platformKeys.privateKey = wx.merchantKeys.privateKey;
    try {
      const res = await signedRequest(t, 'post', sponsorCalls.createOrder.path, ada).send({
        kind: 'credits',
        provider: 'wechat',
        planId: 'credits-100',
      });
      expect(res.body.code).toBe(PayCode.PROVIDER_FAILED);
    } finally {
      platformKeys.privateKey = original;
    }
  });
});

describeEachDb('WeChat Pay in platform-certificate mode', (db) => {
  let wx: WechatDouble;
  let t: TestApp;
  let ada: SignedIn;
  beforeAll(async () => {
    wx = await startWechatDouble('certificate');
    t = await startTestApp({
      db,
      smtp: true,
      // No WECHATPAY_PUBLIC_KEY(_ID): the certificates come from /v3/certificates.
      env: {
        PUBLIC_URL: 'https://jcg.example.com',
        WECHATPAY_MCHID: wx.mchId,
        WECHATPAY_APPID: wx.appId,
        WECHATPAY_SERIAL: wx.serial,
        WECHATPAY_PRIVATE_KEY: wx.merchantKeys.privateKey,
        WECHATPAY_APIV3_KEY: wx.apiV3Key,
        WECHATPAY_BASE_URL: wx.base,
        PAY_QUERY_AFTER_SECONDS: '0',
        PAY_EXPIRY_INTERVAL_SECONDS: '0',
      },
    });
    ada = await signIn(t, 'ada@wechat-cert.example.com');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await wx?.close();
  });

  const notify = (n: { body: string; headers: Record<string, string> }) =>
    request(t.app.callback()).post('/pay/notify/wechat').set(n.headers).send(n.body);
  const buy = async () => {
    const res = await signedRequest(t, 'post', sponsorCalls.createOrder.path, ada).send({
      kind: 'credits',
      provider: 'wechat',
      planId: 'credits-100',
    });
    expect(res.body.code).toBe(200);
    return res.body.data as { orderId: string };
  };
  const certificateDownloads = () =>
    wx.requests.filter((r) => r.method === 'GET' && r.url.pathname === '/v3/certificates').length;
  const balance = async () =>
    (await signedRequest(t, 'get', vipCalls.findBalance.path, ada)).body.data.balance as number;

  it('downloads the certificates with a signed request and checks answers with them', async () => {
    const order = await buy();
    expect(certificateDownloads()).toBe(1);
    const download = wx.requests.find((r) => r.url.pathname === '/v3/certificates')!;
    expect(String(download.headers.authorization)).toMatch(/^WECHATPAY2-SHA256-RSA2048 /);
    // The next answers are checked with the cached certificate: no second download.
    await buy();
    expect(certificateDownloads()).toBe(1);
    expect(wx.trades.has(order.orderId)).toBe(true);
  });

  it('takes a notify signed by the certificate its serial names; refuses wrong serial and tampering', async () => {
    const order = await buy();
    const trade = wx.pay(order.orderId);
    const before = await balance();
    const good = wx.notify(trade);
    expect(good.headers['Wechatpay-Serial']).toBe(wx.certificates[0].serial);

    const unknownSerial = wx.notify(trade, { serial: 'ABCDEF0123456789ABCDEF0123456789ABCDEF01' });
    expect((await notify(unknownSerial)).status).toBe(400);
    const tampered = { ...good, body: good.body.replace('支付成功', 'paid!!') };
    expect((await notify(tampered)).status).toBe(400);
    const foreign = wx.notify(trade, { key: wx.merchantKeys.privateKey });
    expect((await notify(foreign)).status).toBe(400);
    expect(await balance()).toBe(before);

    expect((await notify(good)).status).toBe(200);
    expect(await balance()).toBe(before + 100);
  });

  it('fetches the list again when a new serial signs, and trusts the new certificate', async () => {
    const downloads = certificateDownloads();
    const order = await buy();
    const trade = wx.pay(order.orderId);
    const before = await balance();
    const next = await wx.rotate();
    const signedByNew = wx.notify(trade);
    expect(signedByNew.headers['Wechatpay-Serial']).toBe(next.serial);
    expect((await notify(signedByNew)).status).toBe(200);
    expect(certificateDownloads()).toBe(downloads + 1);
    expect(await balance()).toBe(before + 100);
    // Answers signed with the new certificate are accepted too, without another download.
    await buy();
    expect(certificateDownloads()).toBe(downloads + 1);
  });

  it('refuses a certificate list that does not decrypt with the APIv3 key', async () => {
    const bad = await startWechatDouble('certificate');
    const app = await startTestApp({
      db,
      smtp: true,
      env: {
        PUBLIC_URL: 'https://jcg.example.com',
        WECHATPAY_MCHID: bad.mchId,
        WECHATPAY_APPID: bad.appId,
        WECHATPAY_SERIAL: bad.serial,
        WECHATPAY_PRIVATE_KEY: bad.merchantKeys.privateKey,
        WECHATPAY_APIV3_KEY: 'ZZZZefghijklmnopqrstuvwxyz012345',
        WECHATPAY_BASE_URL: bad.base,
      },
    });
    try {
      const trade = {
        out_trade_no: 'a'.repeat(32),
        transaction_id: '4200',
        trade_state: 'SUCCESS' as const,
        amount: { total: 990, currency: 'CNY' },
        refunds: [],
      };
      const sent = bad.notify(trade);
      const res = await request(app.app.callback())
        .post('/pay/notify/wechat')
        .set(sent.headers)
        .send(sent.body);
      expect(res.status).toBe(400);
      expect(bad.requests.some((r) => r.url.pathname === '/v3/certificates')).toBe(true);
    } finally {
      await app.close();
      await bad.close();
    }
  }, 60_000);
});
