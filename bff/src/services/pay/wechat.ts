import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import type { WechatPayConfig } from './config';
import {
  CallbackRejected,
  header,
  ProviderError,
  type CallbackAnswer,
  type CallbackEvent,
  type PaidReport,
  type PayProvider,
  type ProviderOrder,
  type QueryResult,
} from './provider';

/** Signed messages older or newer than this are refused (replays). */
const CLOCK_SKEW_MS = 5 * 60_000;

type Headers = Record<string, string | string[] | undefined>;

interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; currency?: string };
}

interface NotifyBody {
  event_type?: string;
  resource?: {
    algorithm?: string;
    ciphertext?: string;
    associated_data?: string;
    nonce?: string;
  };
}

/**
 * WeChat Pay API v3, Native payment (a code_url shown as a QR code). Written on node:crypto: v3
 * needs only RSA-SHA256 request signing, signature checks of answers and notifies against WeChat
 * Pay's public key ("public-key mode", WECHATPAY_PUBLIC_KEY and its id), and AES-256-GCM to open
 * the notify's resource.
 */
export class WechatPayProvider implements PayProvider {
  readonly id = 'wechat' as const;
  readonly qr = true;
  readonly test = false;
  readonly currencies = ['CNY'];
  readonly appId: string;
  private readonly privateKey: KeyObject;
  private readonly platformKey: KeyObject;

  constructor(private readonly config: WechatPayConfig) {
    this.appId = `${config.appId}:${config.mchId}`;
    this.privateKey = createPrivateKey(config.privateKey);
    this.platformKey = createPublicKey(config.publicKey);
  }

  /** The Authorization header of one request (v3 signature over method, path, time, nonce, body). */
  private authorization(method: string, path: string, body: string): string {
    const timestamp = Math.floor(Date.now() / 1000).toString();
    const nonce = randomBytes(16).toString('hex');
    const message = `${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`;
    const signature = createSign('RSA-SHA256').update(message).sign(this.privateKey, 'base64');
    const { mchId, serial } = this.config;
    return `WECHATPAY2-SHA256-RSA2048 mchid="${mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${serial}"`;
  }

  /** Checks a signed answer or notify: the key id, the time window, then the signature. */
  private verify(headers: Headers, body: string): string | null {
    const serial = header(headers, 'wechatpay-serial');
    const timestamp = header(headers, 'wechatpay-timestamp') ?? '';
    const nonce = header(headers, 'wechatpay-nonce') ?? '';
    const signature = header(headers, 'wechatpay-signature') ?? '';
    if (serial !== this.config.publicKeyId) return 'signed with an unknown key';
    if (
      !/^\d+$/.test(timestamp) ||
      Math.abs(Date.now() - Number(timestamp) * 1000) > CLOCK_SKEW_MS
    ) {
      return 'the signature is too old or from the future';
    }
    const ok = createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .verify(this.platformKey, signature, 'base64');
    return ok ? null : 'bad signature';
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
  ): Promise<{ status: number; data: Record<string, unknown> }> {
    const body = payload ? JSON.stringify(payload) : '';
    let res: Response;
    try {
      res = await fetch(`${this.config.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: this.authorization(method, path, body),
          Accept: 'application/json',
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
        },
        body: payload ? body : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw new ProviderError(this.id, `${method} ${path}: ${(err as Error).message}`);
    }
    const text = await res.text();
    const headers = Object.fromEntries(res.headers.entries());
    const problem = this.verify(headers, text);
    if (problem) throw new ProviderError(this.id, `${method} ${path}: answer ${problem}`);
    const data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    return { status: res.status, data };
  }

  private failed(what: string, res: { status: number; data: Record<string, unknown> }) {
    return new ProviderError(
      this.id,
      `${what}: HTTP ${res.status} ${String(res.data.code)} ${String(res.data.message)}`,
    );
  }

  async create(order: ProviderOrder, urls: { notifyUrl: string }) {
    const res = await this.request('POST', '/v3/pay/transactions/native', {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: order.title,
      out_trade_no: order.id,
      time_expire: order.expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      notify_url: urls.notifyUrl,
      amount: { total: order.amount, currency: order.currency },
    });
    if (res.status !== 200 || typeof res.data.code_url !== 'string')
      throw this.failed('create', res);
    return { qrCode: res.data.code_url };
  }

  private report(t: Transaction): PaidReport {
    if (!t.out_trade_no || !t.transaction_id || typeof t.amount?.total !== 'number') {
      throw new CallbackRejected('a WeChat Pay transaction without trade numbers or amount');
    }
    return {
      orderId: t.out_trade_no,
      tradeNo: t.transaction_id,
      amount: t.amount.total,
      currency: t.amount.currency ?? 'CNY',
      appId: `${t.appid}:${t.mchid}`,
    };
  }

  async query(order: ProviderOrder): Promise<QueryResult> {
    const path = `/v3/pay/transactions/out-trade-no/${order.id}?mchid=${this.config.mchId}`;
    const res = await this.request('GET', path);
    if (res.status === 404) return { status: 'pending' };
    if (res.status !== 200) throw this.failed('query', res);
    const t = res.data as Transaction;
    if (t.trade_state === 'SUCCESS') return { status: 'paid', paid: this.report(t) };
    if (t.trade_state === 'CLOSED' || t.trade_state === 'REVOKED') return { status: 'closed' };
    return { status: 'pending' };
  }

  async close(order: ProviderOrder): Promise<void> {
    const res = await this.request('POST', `/v3/pay/transactions/out-trade-no/${order.id}/close`, {
      mchid: this.config.mchId,
    });
    if (res.status !== 204 && res.status !== 200 && res.data.code !== 'ORDERPAID') {
      throw this.failed('close', res);
    }
  }

  async refund(order: ProviderOrder, refundNo: string): Promise<void> {
    const res = await this.request('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: order.id,
      out_refund_no: refundNo,
      amount: { refund: order.amount, total: order.amount, currency: order.currency },
    });
    if (res.status !== 200) throw this.failed('refund', res);
  }

  async verifyCallback(raw: Buffer, headers: Headers): Promise<CallbackEvent> {
    const text = raw.toString('utf8');
    const problem = this.verify(headers, text);
    if (problem) throw new CallbackRejected(`WeChat Pay notify: ${problem}`);
    let body: NotifyBody;
    try {
      body = JSON.parse(text) as NotifyBody;
    } catch {
      throw new CallbackRejected('WeChat Pay notify: the body is not JSON');
    }
    if (body.event_type !== 'TRANSACTION.SUCCESS') {
      return { kind: 'ignored', why: `event ${body.event_type}` };
    }
    const r = body.resource;
    if (r?.algorithm !== 'AEAD_AES_256_GCM' || !r.ciphertext || !r.nonce) {
      throw new CallbackRejected('WeChat Pay notify: no AEAD_AES_256_GCM resource');
    }
    let transaction: Transaction;
    try {
      const sealed = Buffer.from(r.ciphertext, 'base64');
      const decipher = createDecipheriv(
        'aes-256-gcm',
        Buffer.from(this.config.apiV3Key, 'utf8'),
        Buffer.from(r.nonce, 'utf8'),
      );
      decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const plain = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - 16)),
        decipher.final(),
      ]);
      transaction = JSON.parse(plain.toString('utf8')) as Transaction;
    } catch {
      throw new CallbackRejected('WeChat Pay notify: the resource does not decrypt');
    }
    if (transaction.trade_state !== 'SUCCESS') {
      return { kind: 'ignored', why: `trade state ${transaction.trade_state}` };
    }
    return { kind: 'paid', paid: this.report(transaction) };
  }

  /** WeChat Pay stops re-sending once it gets 200 or 204. */
  accepted(): CallbackAnswer {
    return { status: 200, type: 'application/json', body: '' };
  }

  refused(reason: string): CallbackAnswer {
    return {
      status: 400,
      type: 'application/json',
      body: JSON.stringify({ code: 'FAIL', message: reason }),
    };
  }
}
