import { type ConfigError, loadConfig } from '../../src/config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env, '/tmp');
    return [];
  } catch (err) {
    return (err as ConfigError).problems;
  }
};

describe('payment settings', () => {
  it('offer nothing by default', () => {
    const { payments } = loadConfig({}, '/tmp');
    expect(payments).toMatchObject({
      alipay: null,
      wechat: null,
      stripe: null,
      sandboxSecret: null,
      orderTtlMs: 15 * 60_000,
      queryAfterMs: 5000,
    });
  });

  it('refuse a half-configured provider and a provider without PUBLIC_URL', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      'Stripe is half configured: set STRIPE_WEBHOOK_SECRET too, or none of them',
    ]);
    expect(
      problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    ).toEqual(['PUBLIC_URL must be set when a payment provider is: callbacks need it']);
    expect(
      problemsOf({
        PUBLIC_URL: 'https://x.example.com',
        WECHATPAY_MCHID: '1',
        WECHATPAY_APPID: 'wx1',
        WECHATPAY_SERIAL: 'S',
        WECHATPAY_PRIVATE_KEY: 'k',
        WECHATPAY_APIV3_KEY: 'short',
        WECHATPAY_PUBLIC_KEY: 'p',
        WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_1',
      }),
    ).toEqual(['WECHATPAY_APIV3_KEY must be exactly 32 characters']);
  });

  it('read one-line PEM keys with \\n escapes and a Stripe API base', () => {
    const { payments } = loadConfig(
      {
        PUBLIC_URL: 'https://x.example.com/',
        ALIPAY_APP_ID: '2021',
        ALIPAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nAAA\\n-----END PRIVATE KEY-----',
        ALIPAY_PUBLIC_KEY: 'BBB',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      },
      '/tmp',
    );
    expect(payments.publicUrl).toBe('https://x.example.com');
    expect(payments.alipay?.privateKey).toBe(
      '-----BEGIN PRIVATE KEY-----\nAAA\n-----END PRIVATE KEY-----',
    );
    expect(payments.alipay?.gateway).toBe('https://openapi.alipay.com/gateway.do');
    expect(payments.stripe).toMatchObject({ host: '127.0.0.1', port: 12111, protocol: 'http' });
  });

  it('choose WeChat Pay public-key mode with both key settings, certificate mode with neither', () => {
    const base = {
      PUBLIC_URL: 'https://x.example.com',
      WECHATPAY_MCHID: '1',
      WECHATPAY_APPID: 'wx1',
      WECHATPAY_SERIAL: 'S',
      WECHATPAY_PRIVATE_KEY: 'k',
      WECHATPAY_APIV3_KEY: 'abcdefghijklmnopqrstuvwxyz012345',
    };
    expect(loadConfig(base, '/tmp').payments.wechat).toMatchObject({ mchId: '1', publicKey: null });
    const keyed = loadConfig(
      { ...base, WECHATPAY_PUBLIC_KEY: 'p\\nq', WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_1' },
      '/tmp',
    );
    expect(keyed.payments.wechat?.publicKey).toEqual({ pem: 'p\nq', id: 'PUB_KEY_ID_1' });
    expect(problemsOf({ ...base, WECHATPAY_PUBLIC_KEY: 'p' })).toEqual([
      'WeChat Pay public-key mode is half configured: set WECHATPAY_PUBLIC_KEY_ID too, or none of them',
    ]);
    const { WECHATPAY_APIV3_KEY: _key, ...withoutApiV3Key } = base;
    expect(problemsOf(withoutApiV3Key)).toEqual([
      'WeChat Pay is half configured: set WECHATPAY_APIV3_KEY too, or none of them',
    ]);
  });
});
