/**
 * Payment settings from the environment (docs/payments.md). A provider is offered when every one
 * of its settings is present; a half-configured provider is a start-up error, not a silent "off".
 */

export interface AlipayConfig {
  appId: string;
  privateKey: string;
  /** Alipay's public key, for response and notify signatures. */
  publicKey: string;
  gateway: string;
}

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate (signs our requests). */
  serial: string;
  privateKey: string;
  /** The 32-byte APIv3 key that encrypts notify resources. */
  apiV3Key: string;
  /**
   * WeChat Pay's public key and its id ("public-key mode"), for response and notify signatures;
   * null means platform-certificate mode (certificates downloaded from /v3/certificates).
   */
  publicKey: { pem: string; id: string } | null;
  baseUrl: string;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE split for the SDK (tests point it at a local double). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export interface PaymentConfig {
  /** PUBLIC_URL without a trailing slash: callbacks and return links. */
  publicUrl: string | null;
  sandboxSecret: string | null;
  /** How long an unpaid order stays open (PAY_ORDER_TTL_MINUTES, default 15). */
  orderTtlMs: number;
  /** A pending order older than this is checked with its provider on a status check (PAY_QUERY_AFTER_SECONDS, default 5). */
  queryAfterMs: number;
  /** How often the expiry job runs (PAY_EXPIRY_INTERVAL_SECONDS, default 60; 0 turns it off). */
  expiryIntervalMs: number;
  alipay: AlipayConfig | null;
  wechat: WechatPayConfig | null;
  stripe: StripeConfig | null;
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

/** Keys in one-line env values carry `\n` escapes; PEM needs real line breaks. */
function pem(text: string): string {
  return text.replace(/\\n/g, '\n');
}

function group<K extends string>(
  env: Env,
  names: Record<K, string>,
  problems: string[],
  provider: string,
): Record<K, string> | null {
  const values = Object.fromEntries(
    Object.entries<string>(names).map(([key, name]) => [key, read(env, name)]),
  ) as Record<K, string | undefined>;
  const missing = Object.entries<string>(names)
    .filter(([key]) => values[key as K] === undefined)
    .map(([, name]) => name);
  if (missing.length === Object.keys(names).length) return null;
  if (missing.length > 0) {
    problems.push(`${provider} is half configured: set ${missing.join(', ')} too, or none of them`);
    return null;
  }
  return values as Record<K, string>;
}

function httpUrl(env: Env, name: string, fallback: string, problems: string[]): string {
  const text = read(env, name) ?? fallback;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return text.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  problems.push(`${name} must be an http:// or https:// URL (got "${text}")`);
  return fallback;
}

function minutes(env: Env, name: string, fallback: number, min: number, problems: string[]) {
  const text = read(env, name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min) {
    problems.push(`${name} must be a whole number, at least ${min} (got "${text}")`);
    return fallback;
  }
  return Number(text);
}

export function loadPaymentConfig(env: Env, problems: string[]): PaymentConfig {
  const publicUrlText = read(env, 'PUBLIC_URL');
  const publicUrl = publicUrlText ? httpUrl(env, 'PUBLIC_URL', '', problems) : null;

  const ali = group(
    env,
    { appId: 'ALIPAY_APP_ID', privateKey: 'ALIPAY_PRIVATE_KEY', publicKey: 'ALIPAY_PUBLIC_KEY' },
    problems,
    'Alipay',
  );
  const alipay = ali && {
    ...ali,
    privateKey: pem(ali.privateKey),
    publicKey: pem(ali.publicKey),
    gateway: httpUrl(env, 'ALIPAY_GATEWAY', 'https://openapi.alipay.com/gateway.do', problems),
  };

  const wx = group(
    env,
    {
      mchId: 'WECHATPAY_MCHID',
      appId: 'WECHATPAY_APPID',
      serial: 'WECHATPAY_SERIAL',
      privateKey: 'WECHATPAY_PRIVATE_KEY',
      apiV3Key: 'WECHATPAY_APIV3_KEY',
    },
    problems,
    'WeChat Pay',
  );
  // Optional: with both, public-key mode; with neither, platform certificates.
  const wxKey = group(
    env,
    { pem: 'WECHATPAY_PUBLIC_KEY', id: 'WECHATPAY_PUBLIC_KEY_ID' },
    problems,
    'WeChat Pay public-key mode',
  );
  if (wxKey && !wx) {
    problems.push(
      'WeChat Pay is half configured: WECHATPAY_PUBLIC_KEY needs WECHATPAY_MCHID, WECHATPAY_APPID, WECHATPAY_SERIAL, WECHATPAY_PRIVATE_KEY and WECHATPAY_APIV3_KEY',
    );
  }
  if (wx && Buffer.byteLength(wx.apiV3Key, 'utf8') !== 32) {
    problems.push('WECHATPAY_APIV3_KEY must be exactly 32 characters');
  }
  const wechat = wx && {
    ...wx,
    privateKey: pem(wx.privateKey),
    publicKey: wxKey && { pem: pem(wxKey.pem), id: wxKey.id },
    baseUrl: httpUrl(env, 'WECHATPAY_BASE_URL', 'https://api.mch.weixin.qq.com', problems),
  };

  const st = group(
    env,
    { secretKey: 'STRIPE_SECRET_KEY', webhookSecret: 'STRIPE_WEBHOOK_SECRET' },
    problems,
    'Stripe',
  );
  let stripe: StripeConfig | null = st;
  const stripeBase = read(env, 'STRIPE_API_BASE');
  if (st && stripeBase) {
    const base = new URL(httpUrl(env, 'STRIPE_API_BASE', 'https://api.stripe.com', problems));
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    stripe = {
      ...st,
      host: base.hostname,
      port: Number(base.port || (protocol === 'http' ? 80 : 443)),
      protocol,
    };
  }

  if ((alipay || wechat || stripe) && !publicUrl) {
    problems.push('PUBLIC_URL must be set when a payment provider is: callbacks need it');
  }

  return {
    publicUrl,
    sandboxSecret: read(env, 'PAY_SANDBOX_SECRET') ?? null,
    orderTtlMs: minutes(env, 'PAY_ORDER_TTL_MINUTES', 15, 1, problems) * 60_000,
    queryAfterMs: minutes(env, 'PAY_QUERY_AFTER_SECONDS', 5, 0, problems) * 1000,
    expiryIntervalMs: minutes(env, 'PAY_EXPIRY_INTERVAL_SECONDS', 60, 0, problems) * 1000,
    alipay,
    wechat,
    stripe,
  };
}
