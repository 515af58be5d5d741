import { createSign, createVerify } from 'node:crypto';
import { rsaKeys, startDouble, type HttpDouble, type RsaKeys } from './double';

/** Alipay's signing content: sorted `key=value` pairs joined by `&`, without the excluded keys. */
export function alipaySignContent(params: Record<string, string>, exclude: string[]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export interface AlipayTrade {
  outTradeNo: string;
  totalAmount: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  tradeNo: string;
  refunded: string[];
  scanned: boolean;
}

export interface AlipayDouble extends HttpDouble {
  gateway: string;
  appId: string;
  /** For ALIPAY_PRIVATE_KEY (the app's key) and ALIPAY_PUBLIC_KEY (Alipay's). */
  appKeys: RsaKeys;
  alipayKeys: RsaKeys;
  trades: Map<string, AlipayTrade>;
  /** The buyer scans and pays: the trade becomes TRADE_SUCCESS. */
  pay(outTradeNo: string): AlipayTrade;
  /** A notify form body for the trade, signed with Alipay's key (or `key`). */
  notifyBody(trade: AlipayTrade, overrides?: Record<string, string>, key?: string): string;
}

/**
 * The Alipay open gateway as documented for face-to-face payment: it checks each request's RSA2
 * signature with the app's public key, keeps trades, and signs its JSON answers with Alipay's key.
 */
export async function startAlipayDouble(): Promise<AlipayDouble> {
  const appKeys = rsaKeys();
  const alipayKeys = rsaKeys();
  const appId = '2021000000000001';
  const trades = new Map<string, AlipayTrade>();
  let seq = 0;

  const answer = (method: string, node: object) => {
    const key = `${method.replace(/\./g, '_')}_response`;
    const content = JSON.stringify(node);
    const sign = createSign('RSA-SHA256')
      .update(content, 'utf8')
      .sign(alipayKeys.privateKey, 'base64');
    return {
      headers: { 'content-type': 'application/json;charset=utf-8' },
      body: `{"${key}":${content},"sign":"${sign}"}`,
    };
  };
  const notFound = {
    code: '40004',
    msg: 'Business Failed',
    sub_code: 'ACQ.TRADE_NOT_EXIST',
    sub_msg: 'trade not exist',
  };

  const double = await startDouble((req) => {
    const params: Record<string, string> = {
      ...Object.fromEntries(req.url.searchParams),
      ...Object.fromEntries(new URLSearchParams(req.body)),
    };
    const method = params.method ?? '';
    const signed = createVerify('RSA-SHA256')
      .update(alipaySignContent(params, ['sign']), 'utf8')
      .verify(appKeys.publicKey, params.sign ?? '', 'base64');
    if (!signed || params.app_id !== appId) {
      return answer(method, {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: 'bad sign',
      });
    }
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const trade = trades.get(biz.out_trade_no);
    switch (method) {
      case 'alipay.trade.precreate':
        trades.set(biz.out_trade_no, {
          outTradeNo: biz.out_trade_no,
          totalAmount: biz.total_amount,
          status: 'WAIT_BUYER_PAY',
          tradeNo: `2026${String(++seq).padStart(10, '0')}`,
          refunded: [],
          scanned: false,
        });
        return answer(method, {
          code: '10000',
          msg: 'Success',
          out_trade_no: biz.out_trade_no,
          qr_code: `https://qr.alipay.com/double${seq}`,
        });
      case 'alipay.trade.query':
        if (!trade?.scanned) return answer(method, notFound);
        return answer(method, {
          code: '10000',
          msg: 'Success',
          out_trade_no: trade.outTradeNo,
          trade_no: trade.tradeNo,
          trade_status: trade.status,
          total_amount: trade.totalAmount,
        });
      case 'alipay.trade.close':
        if (!trade?.scanned) return answer(method, notFound);
        if (trade.status === 'TRADE_SUCCESS') {
          return answer(method, {
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'ACQ.TRADE_STATUS_ERROR',
          });
        }
        trade.status = 'TRADE_CLOSED';
        return answer(method, { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo });
      case 'alipay.trade.refund':
        if (trade?.status !== 'TRADE_SUCCESS') return answer(method, notFound);
        if (!trade.refunded.includes(biz.out_request_no)) trade.refunded.push(biz.out_request_no);
        return answer(method, {
          code: '10000',
          msg: 'Success',
          fund_change: 'Y',
          refund_fee: biz.refund_amount,
        });
      default:
        return answer(method, { code: '40004', msg: 'unknown method' });
    }
  });

  return {
    ...double,
    gateway: `${double.base}/gateway.do`,
    appId,
    appKeys,
    alipayKeys,
    trades,
    pay(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      trade.scanned = true;
      trade.status = 'TRADE_SUCCESS';
      return trade;
    },
    notifyBody(trade, overrides = {}, key = alipayKeys.privateKey) {
      const params: Record<string, string> = {
        notify_time: '2026-01-31 12:00:00',
        notify_type: 'trade_status_sync',
        notify_id: `n${trade.tradeNo}`,
        app_id: appId,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_status: 'TRADE_SUCCESS',
        total_amount: trade.totalAmount,
        subject: 'VIP 1 month',
        ...overrides,
      };
      params.sign = createSign('RSA-SHA256')
        .update(alipaySignContent(params, ['sign', 'sign_type']), 'utf8')
        .sign(key, 'base64');
      return new URLSearchParams(params).toString();
    },
  };
}
