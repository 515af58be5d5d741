import 'reflect-metadata';
import { createCipheriv, createSign, createVerify, randomBytes, webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { rsaKeys, startDouble, type DoubleReply, type HttpDouble, type RsaKeys } from './double';

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

/** A platform certificate of the double: its serial, key pair and self-signed X.509 (PEM). */
export interface PlatformCertificate {
  serial: string;
  keys: RsaKeys;
  pem: string;
}

const RSA = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
};

const pemOf = (der: ArrayBuffer, label: string) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trimEnd()}\n-----END ${label}-----\n`;

/**
 * A self-signed certificate like WeChat Pay's platform ones: 40 upper-case hex digits of serial
 * (the first below 8, so the number is positive), valid from yesterday for a year.
 */
export async function platformCertificate(): Promise<PlatformCertificate> {
  const serial =
    `${Math.floor(Math.random() * 7) + 1}${randomBytes(20).toString('hex').slice(1)}`.toUpperCase();
  const keys = (await webcrypto.subtle.generateKey(RSA, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial,
    name: 'CN=Tenpay.com sign, O=Tenpay.com, C=CN',
    notBefore: new Date(Date.now() - 86_400_000),
    notAfter: new Date(Date.now() + 365 * 86_400_000),
    signingAlgorithm: RSA,
    keys,
  });
  return {
    serial,
    keys: {
      privateKey: pemOf(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey), 'PRIVATE KEY'),
      publicKey: pemOf(await webcrypto.subtle.exportKey('spki', keys.publicKey), 'PUBLIC KEY'),
    },
    pem: certificate.toString('pem'),
  };
}

/** Seals `plain` as API v3 does (AEAD_AES_256_GCM, base64 of ciphertext and tag). */
function seal(apiV3Key: string, plain: string, aad: string) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(aad));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: aad,
    nonce,
  };
}

export interface WechatTrade {
  out_trade_no: string;
  transaction_id: string;
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  amount: { total: number; currency: string };
  refunds: string[];
}

export interface WechatDouble extends HttpDouble {
  mchId: string;
  appId: string;
  serial: string;
  apiV3Key: string;
  publicKeyId: string;
  /** The merchant's key pair (WECHATPAY_PRIVATE_KEY) and WeChat Pay's (WECHATPAY_PUBLIC_KEY). */
  merchantKeys: RsaKeys;
  /** The key that signs answers and notifies now (the newest certificate's in certificate mode). */
  platformKeys: RsaKeys;
  /** Certificate mode: what /v3/certificates lists, newest last; empty in public-key mode. */
  certificates: PlatformCertificate[];
  /** Certificate mode: a new certificate signs from now on; the old one stays listed. */
  rotate(): Promise<PlatformCertificate>;
  trades: Map<string, WechatTrade>;
  pay(outTradeNo: string): WechatTrade;
  /** A TRANSACTION.SUCCESS notify: body and the Wechatpay-* headers. */
  notify(
    trade: WechatTrade,
    options?: {
      overrides?: object;
      timestamp?: number;
      key?: string;
      apiV3Key?: string;
      serial?: string;
    },
  ): { body: string; headers: Record<string, string> };
}

/**
 * WeChat Pay API v3 as documented for Native payment: it checks each request's
 * WECHATPAY2-SHA256-RSA2048 Authorization with the merchant's public key and signs every answer
 * with the platform key, naming in Wechatpay-Serial the public key id (public-key mode) or the
 * serial of the signing platform certificate (certificate mode, with `GET /v3/certificates`).
 */
export async function startWechatDouble(
  mode: 'public-key' | 'certificate' = 'public-key',
): Promise<WechatDouble> {
  const merchantKeys = rsaKeys();
  const certificates = mode === 'certificate' ? [await platformCertificate()] : [];
  const platformKeys = certificates[0]?.keys ?? rsaKeys();
  const signingSerial = () => certificates.at(-1)?.serial ?? publicKeyId;
  const mchId = '1900000109';
  const appId = 'wxd678efh567hg6787';
  const serial = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
  const publicKeyId = 'PUB_KEY_ID_0114232134912410000000000000';
  const apiV3Key = 'abcdefghijklmnopqrstuvwxyz012345';
  const trades = new Map<string, WechatTrade>();
  let seq = 0;

  const signed = (
    status: number,
    body: object | null,
    key = platformKeys.privateKey,
    timestamp = Math.floor(Date.now() / 1000),
    serialHeader = signingSerial(),
  ) => {
    const text = body ? JSON.stringify(body) : '';
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${text}\n`)
      .sign(key, 'base64');
    return {
      status,
      body: text,
      headers: {
        'Content-Type': 'application/json',
        'Wechatpay-Timestamp': String(timestamp),
        'Wechatpay-Nonce': nonce,
        'Wechatpay-Signature': signature,
        'Wechatpay-Serial': serialHeader,
      },
    };
  };

  const double = await startDouble((req): DoubleReply => {
    const auth = String(req.headers.authorization ?? '');
    const fields = Object.fromEntries(
      [...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const path = req.url.pathname + req.url.search;
    const message = `${req.method}\n${path}\n${fields.timestamp}\n${fields.nonce_str}\n${req.body}\n`;
    const ok =
      auth.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
      fields.mchid === mchId &&
      fields.serial_no === serial &&
      createVerify('RSA-SHA256')
        .update(message)
        .verify(merchantKeys.publicKey, fields.signature ?? '', 'base64');
    if (!ok) return signed(401, { code: 'SIGN_ERROR', message: 'bad signature' });
    const body: unknown = req.body ? JSON.parse(req.body) : {};
    let m: RegExpExecArray | null;
    if (req.method === 'GET' && req.url.pathname === '/v3/certificates') {
      if (mode !== 'certificate') {
        return signed(404, { code: 'NOT_FOUND', message: 'public-key mode' });
      }
      return signed(200, {
        data: certificates.map((c) => ({
          serial_no: c.serial,
          effective_time: new Date(Date.now() - 86_400_000).toISOString(),
          expire_time: new Date(Date.now() + 365 * 86_400_000).toISOString(),
          encrypt_certificate: seal(apiV3Key, c.pem, 'certificate'),
        })),
      });
    }
    if (req.method === 'POST' && req.url.pathname === '/v3/pay/transactions/native') {
      const b = body as { out_trade_no: string; amount: { total: number; currency: string } };
      trades.set(b.out_trade_no, {
        out_trade_no: b.out_trade_no,
        transaction_id: `42000${String(++seq).padStart(10, '0')}`,
        trade_state: 'NOTPAY',
        amount: b.amount,
        refunds: [],
      });
      return signed(200, { code_url: `weixin://wxpay/bizpayurl?pr=double${seq}` });
    }
    if ((m = /^\/v3\/pay\/transactions\/out-trade-no\/(\w+)$/.exec(req.url.pathname))) {
      const trade = trades.get(m[1]);
      if (!trade) return signed(404, { code: 'ORDER_NOT_EXIST', message: 'no such order' });
      return signed(200, {
        appid: appId,
        mchid: mchId,
        out_trade_no: trade.out_trade_no,
        transaction_id: trade.transaction_id,
        trade_state: trade.trade_state,
        amount: { ...trade.amount, payer_total: trade.amount.total },
      });
    }
    if ((m = /^\/v3\/pay\/transactions\/out-trade-no\/(\w+)\/close$/.exec(req.url.pathname))) {
      const trade = trades.get(m[1]);
      if (trade?.trade_state === 'SUCCESS') {
        return signed(400, { code: 'ORDERPAID', message: 'paid' });
      }
      if (trade) trade.trade_state = 'CLOSED';
      return signed(204, null);
    }
    if (req.url.pathname === '/v3/refund/domestic/refunds') {
      const b = body as { out_trade_no: string; out_refund_no: string };
      const trade = trades.get(b.out_trade_no);
      if (trade?.trade_state !== 'SUCCESS')
        return signed(404, { code: 'RESOURCE_NOT_EXISTS', message: 'no' });
      if (!trade.refunds.includes(b.out_refund_no)) trade.refunds.push(b.out_refund_no);
      return signed(200, { out_refund_no: b.out_refund_no, status: 'PROCESSING' });
    }
    return signed(404, { code: 'NOT_FOUND', message: 'no such API' });
  });

  return {
    ...double,
    mchId,
    appId,
    serial,
    apiV3Key,
    publicKeyId,
    merchantKeys,
    platformKeys,
    certificates,
    async rotate() {
      const next = await platformCertificate();
      certificates.push(next);
      platformKeys.privateKey = next.keys.privateKey;
      platformKeys.publicKey = next.keys.publicKey;
      return next;
    },
    trades,
    pay(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      trade.trade_state = 'SUCCESS';
      return trade;
    },
    notify(trade, options = {}) {
      const transaction = {
        appid: appId,
        mchid: mchId,
        out_trade_no: trade.out_trade_no,
        transaction_id: trade.transaction_id,
        trade_type: 'NATIVE',
        trade_state: 'SUCCESS',
        amount: { total: trade.amount.total, payer_total: trade.amount.total, currency: 'CNY' },
        ...options.overrides,
      };
      const reply = signed(
        200,
        {
          id: `EV-${trade.transaction_id}`,
          create_time: new Date().toISOString(),
          resource_type: 'encrypt-resource',
          event_type: 'TRANSACTION.SUCCESS',
          summary: '支付成功',
          resource: {
            original_type: 'transaction',
            ...seal(options.apiV3Key ?? apiV3Key, JSON.stringify(transaction), 'transaction'),
          },
        },
        options.key,
        options.timestamp,
        options.serial,
      );
      return { body: reply.body, headers: reply.headers };
    },
  };
}
