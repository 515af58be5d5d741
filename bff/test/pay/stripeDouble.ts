import { randomBytes } from 'node:crypto';
import qs from 'qs';
import Stripe from 'stripe';
import { startDouble, type DoubleReply, type HttpDouble } from './double';

export interface StripeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
}

export interface StripeDouble extends HttpDouble {
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, StripeSession>;
  /** Idempotency keys of the refunds asked for, by payment intent. */
  refunds: Map<string, string[]>;
  sessionOf(orderId: string): StripeSession;
  /** The buyer completes the checkout. */
  pay(orderId: string): StripeSession;
  /** A webhook event for the session with its Stripe-Signature header. */
  webhook(
    session: StripeSession,
    options?: { type?: string; secret?: string; timestamp?: number; overrides?: object },
  ): { body: string; signature: string };
}

const json = (status: number, body: unknown): DoubleReply => ({
  status,
  headers: {
    'Content-Type': 'application/json',
    'Request-Id': `req_${randomBytes(6).toString('hex')}`,
  },
  body: JSON.stringify(body),
});

/** Stripe's API for Checkout Sessions and refunds, as documented (form bodies, Bearer key). */
export async function startStripeDouble(): Promise<StripeDouble> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const sessions = new Map<string, StripeSession>();
  const refunds = new Map<string, string[]>();
  const signer = new Stripe(secretKey);
  let seq = 0;

  const double = await startDouble((req) => {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    }
    const body = qs.parse(req.body) as Record<string, never>;
    const path = req.url.pathname;
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const b = body as unknown as {
        client_reference_id: string;
        metadata: Record<string, string>;
        line_items: { price_data: { currency: string; unit_amount: string } }[];
      };
      const id = `cs_test_${++seq}${randomBytes(4).toString('hex')}`;
      const session: StripeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(b.line_items[0].price_data.unit_amount),
        currency: b.line_items[0].price_data.currency,
        client_reference_id: b.client_reference_id,
        metadata: b.metadata,
        payment_intent: null,
      };
      sessions.set(id, session);
      return json(200, session);
    }
    if ((m = /^\/v1\/checkout\/sessions\/(\w+)(\/expire)?$/.exec(path))) {
      const session = sessions.get(m[1]);
      if (!session)
        return json(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      if (m[2]) {
        if (session.status !== 'open') {
          return json(400, {
            error: { type: 'invalid_request_error', message: 'Session is not open' },
          });
        }
        session.status = 'expired';
      }
      return json(200, session);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = String((body as { payment_intent?: string }).payment_intent);
      const keys = refunds.get(intent) ?? [];
      const key = String(req.headers['idempotency-key']);
      if (!keys.includes(key)) keys.push(key);
      refunds.set(intent, keys);
      return json(200, {
        id: `re_${seq}`,
        object: 'refund',
        payment_intent: intent,
        status: 'succeeded',
      });
    }
    return json(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    });
  });

  const sessionOf = (orderId: string) => {
    const session = [...sessions.values()].find((s) => s.client_reference_id === orderId);
    if (!session) throw new Error(`no session for ${orderId}`);
    return session;
  };

  return {
    ...double,
    secretKey,
    webhookSecret,
    sessions,
    refunds,
    sessionOf,
    pay(orderId) {
      const session = sessionOf(orderId);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = `pi_${session.id.slice(8)}`;
      return session;
    },
    webhook(session, options = {}) {
      const body = JSON.stringify({
        id: `evt_${randomBytes(8).toString('hex')}`,
        object: 'event',
        type: options.type ?? 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: { object: { ...session, ...options.overrides } },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? webhookSecret,
        timestamp: options.timestamp,
      });
      return { body, signature };
    },
  };
}
