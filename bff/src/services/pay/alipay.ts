import { createPrivateKey } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from './config';
import { fromDecimal, toDecimal } from './money';
import {
  CallbackRejected,
  ProviderError,
  type CallbackAnswer,
  type CallbackEvent,
  type PayProvider,
  type ProviderOrder,
  type QueryResult,
} from './provider';

const PAID_STATES = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

interface AlipayResult {
  code?: string;
  msg?: string;
  subCode?: string;
  subMsg?: string;
  qrCode?: string;
  tradeNo?: string;
  tradeStatus?: string;
  totalAmount?: string;
  outTradeNo?: string;
}

/**
 * Alipay's key tool gives PKCS#8 (Java) or PKCS#1 keys, often as bare base64; the SDK must be told
 * which, so it is read off the PEM header or by trying the DER as PKCS#8.
 */
function keyType(privateKey: string): 'PKCS1' | 'PKCS8' {
  if (privateKey.includes('BEGIN RSA PRIVATE KEY')) return 'PKCS1';
  if (privateKey.includes('BEGIN PRIVATE KEY')) return 'PKCS8';
  try {
    const der = Buffer.from(privateKey.replace(/\s+/g, ''), 'base64');
    createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    return 'PKCS8';
  } catch {
    return 'PKCS1';
  }
}

const text = (status: number, body: string): CallbackAnswer => ({
  status,
  type: 'text/plain',
  body,
});

/**
 * Alipay face-to-face payment through alipay-sdk: `alipay.trade.precreate` gives the QR code, and
 * trade query, close and refund. The SDK signs requests (RSA2) and checks the signature of every
 * response and of the asynchronous notify with Alipay's public key.
 */
export class AlipayProvider implements PayProvider {
  readonly id = 'alipay' as const;
  readonly qr = true;
  readonly test = false;
  readonly currencies = ['CNY'];
  readonly appId: string;
  private readonly sdk: AlipaySdk;

  constructor(config: AlipayConfig) {
    this.appId = config.appId;
    this.sdk = new AlipaySdk({
      appId: config.appId,
      privateKey: config.privateKey,
      alipayPublicKey: config.publicKey,
      gateway: config.gateway,
      signType: 'RSA2',
      keyType: keyType(config.privateKey),
      timeout: 10_000,
    });
  }

  private async call(
    method: string,
    bizContent: object,
    extra: object = {},
  ): Promise<AlipayResult> {
    try {
      return (await this.sdk.exec(
        method,
        { bizContent, ...extra },
        { validateSign: true },
      )) as AlipayResult;
    } catch (err) {
      throw new ProviderError(this.id, `${method}: ${(err as Error).message}`);
    }
  }

  private failed(method: string, result: AlipayResult): ProviderError {
    return new ProviderError(
      this.id,
      `${method}: ${result.code} ${result.msg} ${result.subCode ?? ''} ${result.subMsg ?? ''}`,
    );
  }

  async create(order: ProviderOrder, urls: { notifyUrl: string }) {
    const minutes = Math.max(1, Math.ceil((order.expiresAt.getTime() - Date.now()) / 60_000));
    const result = await this.call(
      'alipay.trade.precreate',
      {
        outTradeNo: order.id,
        totalAmount: toDecimal(order.amount),
        subject: order.title,
        timeoutExpress: `${minutes}m`,
      },
      { notifyUrl: urls.notifyUrl },
    );
    if (result.code !== '10000' || !result.qrCode) throw this.failed('precreate', result);
    return { qrCode: result.qrCode };
  }

  async query(order: ProviderOrder): Promise<QueryResult> {
    const result = await this.call('alipay.trade.query', { outTradeNo: order.id });
    // A precreated trade exists at Alipay only once someone has scanned its code.
    if (result.subCode === 'ACQ.TRADE_NOT_EXIST') return { status: 'pending' };
    if (result.code !== '10000') throw this.failed('query', result);
    if (result.tradeStatus === 'TRADE_CLOSED') return { status: 'closed' };
    if (!PAID_STATES.includes(result.tradeStatus ?? '')) return { status: 'pending' };
    const amount = fromDecimal(result.totalAmount);
    if (amount === null || !result.tradeNo) throw this.failed('query', result);
    return {
      status: 'paid',
      paid: {
        orderId: result.outTradeNo ?? order.id,
        tradeNo: result.tradeNo,
        amount,
        currency: 'CNY',
        appId: this.appId,
      },
    };
  }

  async close(order: ProviderOrder): Promise<void> {
    const result = await this.call('alipay.trade.close', { outTradeNo: order.id });
    if (result.code === '10000' || result.subCode === 'ACQ.TRADE_NOT_EXIST') return;
    if (result.subCode === 'ACQ.TRADE_STATUS_ERROR') return;
    throw this.failed('close', result);
  }

  async refund(order: ProviderOrder, refundNo: string): Promise<void> {
    const result = await this.call('alipay.trade.refund', {
      outTradeNo: order.id,
      refundAmount: toDecimal(order.amount),
      outRequestNo: refundNo,
    });
    if (result.code !== '10000') throw this.failed('refund', result);
  }

  /** The notify is a form post; its RSA2 signature covers every parameter but sign and sign_type. */
  async verifyCallback(raw: Buffer): Promise<CallbackEvent> {
    const params = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
    if (!params.sign || !this.sdk.checkNotifySignV2(params)) {
      throw new CallbackRejected('bad Alipay notify signature');
    }
    if (!PAID_STATES.includes(params.trade_status)) {
      return { kind: 'ignored', why: `trade status ${params.trade_status}` };
    }
    const amount = fromDecimal(params.total_amount);
    if (amount === null || !params.out_trade_no || !params.trade_no) {
      throw new CallbackRejected('an Alipay notify without amount or trade numbers');
    }
    return {
      kind: 'paid',
      paid: {
        orderId: params.out_trade_no,
        tradeNo: params.trade_no,
        amount,
        currency: 'CNY',
        appId: params.app_id,
      },
    };
  }

  /** Alipay stops re-sending a notify once it reads `success`. */
  accepted(): CallbackAnswer {
    return text(200, 'success');
  }

  refused(): CallbackAnswer {
    return text(200, 'fail');
  }
}
