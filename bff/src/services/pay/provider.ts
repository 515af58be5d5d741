import type { ProviderId } from '../../../../src/contract/sponsor';

/** What a provider needs to know of an order. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  title: string;
  expiresAt: Date;
  /** The provider's checkout reference saved at create (e.g. a Stripe Checkout Session id). */
  providerRef: string | null;
  tradeNo: string | null;
}

export interface CreatedPayment {
  qrCode?: string;
  payUrl?: string;
  providerRef?: string;
}

/** A payment the provider reports as made (callback or trade query). */
export interface PaidReport {
  orderId: string;
  tradeNo: string;
  amount: number;
  currency: string;
  /** The app or merchant the payment went to, when the provider says; checked against ours. */
  appId?: string;
}

export type QueryResult =
  | { status: 'paid'; paid: PaidReport }
  | { status: 'pending' }
  | { status: 'closed' }
  | { status: 'unknown' };

/** A verified callback: a payment, or an event that needs nothing from us (acknowledged). */
export type CallbackEvent = { kind: 'paid'; paid: PaidReport } | { kind: 'ignored'; why: string };

/** Raised when a callback's signature, timestamp or format does not hold. */
export class CallbackRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CallbackRejected';
  }
}

/** Raised when a provider call fails; the message is for the log, never for the client. */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderId,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

/** How an answer to a callback goes out: status, content type and body in the provider's format. */
export interface CallbackAnswer {
  status: number;
  type: string;
  body: string;
}

export interface PayProvider {
  readonly id: ProviderId;
  /** Shows a QR code (else a checkout page opens). */
  readonly qr: boolean;
  readonly test: boolean;
  readonly currencies: string[];
  /** The app or merchant id a callback must name (null: the provider's signature is bound to us). */
  readonly appId: string | null;
  create(
    order: ProviderOrder,
    urls: { notifyUrl: string; returnUrl: string },
  ): Promise<CreatedPayment>;
  query(order: ProviderOrder): Promise<QueryResult>;
  /** Closes the checkout so it cannot be paid any more; a checkout already paid is not an error. */
  close(order: ProviderOrder): Promise<void>;
  /** Refunds a paid order in full; `refundNo` is stable per order, so a repeat does not pay twice. */
  refund(order: ProviderOrder, refundNo: string): Promise<void>;
  /** Checks the signature over the raw body first; throws CallbackRejected when it does not hold. */
  verifyCallback(
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<CallbackEvent>;
  accepted(): CallbackAnswer;
  refused(reason: string): CallbackAnswer;
}

export function header(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}
