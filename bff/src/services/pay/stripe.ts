import Stripe from 'stripe';
import type { StripeConfig } from './config';
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

/** Stripe keeps a Checkout Session open at least 30 minutes; ours closes it earlier itself. */
const SESSION_MIN_MS = 31 * 60_000;

const PAID_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];

/**
 * Stripe Checkout through the stripe SDK: a hosted checkout page per order, webhooks checked by
 * stripe.webhooks.constructEvent over the raw body (Stripe-Signature, 5-minute tolerance), and
 * refunds with an idempotency key.
 */
export class StripeProvider implements PayProvider {
  readonly id = 'stripe' as const;
  readonly qr = false;
  readonly test = false;
  readonly currencies = ['CNY', 'USD', 'EUR'];
  readonly appId = null;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, {
      host: config.host,
      port: config.port,
      protocol: config.protocol,
      maxNetworkRetries: 1,
      timeout: 10_000,
      telemetry: false,
    });
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw new ProviderError(this.id, `${what}: ${(err as Error).message}`);
    }
  }

  private report(session: Stripe.Checkout.Session): PaidReport {
    const orderId = session.client_reference_id ?? session.metadata?.orderId;
    const intent =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : session.payment_intent?.id;
    if (!orderId || session.amount_total === null || !session.currency) {
      throw new CallbackRejected('a Checkout Session without order, amount or currency');
    }
    return {
      orderId,
      tradeNo: intent ?? session.id,
      amount: session.amount_total,
      currency: session.currency.toUpperCase(),
    };
  }

  async create(order: ProviderOrder, urls: { returnUrl: string }) {
    const session = await this.call('create', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: order.id,
          metadata: { orderId: order.id },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: order.amount,
                product_data: { name: order.title },
              },
            },
          ],
          success_url: urls.returnUrl,
          cancel_url: urls.returnUrl,
          expires_at: Math.ceil(
            Math.max(order.expiresAt.getTime(), Date.now() + SESSION_MIN_MS) / 1000,
          ),
        },
        { idempotencyKey: `create-${order.id}` },
      ),
    );
    if (!session.url) throw new ProviderError(this.id, 'create: the session has no URL');
    return { payUrl: session.url, providerRef: session.id };
  }

  async query(order: ProviderOrder): Promise<QueryResult> {
    if (!order.providerRef) return { status: 'pending' };
    const session = await this.call('query', () =>
      this.stripe.checkout.sessions.retrieve(order.providerRef ?? ''),
    );
    if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
      return { status: 'paid', paid: this.report(session) };
    }
    if (session.status === 'expired') return { status: 'closed' };
    return { status: 'pending' };
  }

  async close(order: ProviderOrder): Promise<void> {
    if (!order.providerRef) return;
    const session = await this.call('close', () =>
      this.stripe.checkout.sessions.retrieve(order.providerRef ?? ''),
    );
    if (session.status !== 'open') return;
    await this.call('close', () => this.stripe.checkout.sessions.expire(session.id));
  }

  async refund(order: ProviderOrder, refundNo: string): Promise<void> {
    if (!order.tradeNo) throw new ProviderError(this.id, 'refund: no payment intent');
    await this.call('refund', () =>
      this.stripe.refunds.create(
        { payment_intent: order.tradeNo ?? '' },
        { idempotencyKey: `refund-${refundNo}` },
      ),
    );
  }

  async verifyCallback(
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<CallbackEvent> {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        raw,
        header(headers, 'stripe-signature') ?? '',
        this.config.webhookSecret,
      );
    } catch (err) {
      throw new CallbackRejected(`Stripe webhook: ${(err as Error).message}`);
    }
    if (!PAID_EVENTS.includes(event.type)) return { kind: 'ignored', why: event.type };
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.payment_status !== 'paid') {
      return { kind: 'ignored', why: `payment status ${session.payment_status}` };
    }
    return { kind: 'paid', paid: this.report(session) };
  }

  accepted(): CallbackAnswer {
    return { status: 200, type: 'application/json', body: JSON.stringify({ received: true }) };
  }

  refused(reason: string): CallbackAnswer {
    return { status: 400, type: 'application/json', body: JSON.stringify({ error: reason }) };
  }
}
