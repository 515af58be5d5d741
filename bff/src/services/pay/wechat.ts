import {
  createPrivateKey,
  createPublicKey,
  createSign,
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
import {
  type CertificateAnswer,
  openResource,
  type SealedResource,
  signatureValid,
  timeProblem,
  WechatPlatformCertificates,
} from './wechatCertificates';

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
  resource?: SealedResource;
}

/**
 * WeChat Pay API v3, Native payment (a code_url shown as a QR code). Written on node:crypto: v3
 * needs only RSA-SHA256 request signing, signature checks of answers and notifies, and AES-256-GCM
 * to open the notify's resource. Answers and notifies are checked against WeChat Pay's public key
 * when WECHATPAY_PUBLIC_KEY and its id are set ("public-key mode"), else against the platform
 * certificate their `Wechatpay-Serial` names, downloaded from /v3/certificates.
 */
export class WechatPayProvider implements PayProvider {
  readonly id = 'wechat' as const;
  readonly qr = true;
  readonly test = false;
  readonly currencies = ['CNY'];
  readonly appId: string;
  private readonly privateKey: KeyObject;
  private readonly publicKey: { key: KeyObject; id: string } | null;
  private readonly certificates: WechatPlatformCertificates;

  constructor(private readonly config: WechatPayConfig) {
    this.appId = `${config.appId}:${config.mchId}`;
    this.privateKey = createPrivateKey(config.privateKey);
    this.publicKey = config.publicKey && {
      key: createPublicKey(config.publicKey.pem),
      id: config.publicKey.id,
    };
    this.certificates = new WechatPlatformCertificates(config.apiV3Key, () =>
      this.send('GET', '/v3/certificates'),
    );
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

  /** The key `serial` names: the public key by its id, or a platform certificate by its serial. */
  private async keyFor(serial: string): Promise<KeyObject | null> {
    if (this.publicKey) return serial === this.publicKey.id ? this.publicKey.key : null;
    return this.certificates.keyFor(serial);
  }

  /**
   * Checks a signed answer or notify: the time window, the key its serial names, the signature.
   * Throws when the platform certificates are needed and cannot be downloaded.
   */
  private async verify(headers: Headers, body: string): Promise<string | null> {
    const late = timeProblem(headers);
    if (late) return late;
    const key = await this.keyFor(header(headers, 'wechatpay-serial') ?? '');
    if (!key) return 'signed with an unknown key';
    return signatureValid(key, headers, body) ? null : 'bad signature';
  }

  /** One signed request; the answer as it came, not yet checked. */
  private async send(
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
  ): Promise<CertificateAnswer> {
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
    return {
      status: res.status,
      text: await res.text(),
      headers: Object.fromEntries(res.headers.entries()),
    };
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
  ): Promise<{ status: number; data: Record<string, unknown> }> {
    const answer = await this.send(method, path, payload);
    let problem: string | null;
    try {
      problem = await this.verify(answer.headers, answer.text);
    } catch (err) {
      problem = `not checked: ${(err as Error).message}`;
    }
    if (problem) throw new ProviderError(this.id, `${method} ${path}: answer ${problem}`);
    const data = answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {};
    return { status: answer.status, data };
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
    let problem: string | null;
    try {
      problem = await this.verify(headers, text);
    } catch (err) {
      // WeChat Pay sends the notify again later, when the certificates may be reachable.
      problem = `not checked: ${(err as Error).message}`;
    }
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
      transaction = JSON.parse(
        openResource(this.config.apiV3Key, r).toString('utf8'),
      ) as Transaction;
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
