import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  CallbackRejected,
  header,
  type CallbackAnswer,
  type CallbackEvent,
  type PayProvider,
  type ProviderOrder,
  type QueryResult,
} from './provider';

const callbackSchema = z.object({
  orderId: z.string().min(1).max(64),
  tradeNo: z.string().min(1).max(128),
  amount: z.number().int(),
  currency: z.string().min(3).max(3),
});

/** Lowercase hex HMAC-SHA256 of the raw body, keyed by PAY_SANDBOX_SECRET. */
export function sandboxSignature(secret: string, raw: Buffer | string): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

const json = (status: number, body: unknown): CallbackAnswer => ({
  status,
  type: 'application/json',
  body: JSON.stringify(body),
});

/**
 * The test provider: an order is paid by a callback signed with PAY_SANDBOX_SECRET. It keeps no
 * state of its own, so a trade query cannot tell anything and close and refund have nothing to do.
 */
export class SandboxProvider implements PayProvider {
  readonly id = 'sandbox' as const;
  readonly qr = true;
  readonly test = true;
  readonly currencies = ['CNY', 'USD', 'EUR'];
  readonly appId = null;

  constructor(private readonly secret: string) {}

  async create(order: ProviderOrder) {
    return {
      qrCode: `sandbox://pay?orderId=${order.id}&amount=${order.amount}&currency=${order.currency}`,
    };
  }

  async query(): Promise<QueryResult> {
    return { status: 'unknown' };
  }

  async close(): Promise<void> {}

  async refund(): Promise<void> {}

  async verifyCallback(
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<CallbackEvent> {
    const given = header(headers, 'x-sandbox-signature') ?? '';
    const expected = sandboxSignature(this.secret, raw);
    const a = Buffer.from(given, 'utf8');
    const b = Buffer.from(expected, 'utf8');
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      throw new CallbackRejected('bad sandbox signature');
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new CallbackRejected('the body is not JSON');
    }
    const parsed = callbackSchema.safeParse(body);
    if (!parsed.success)
      throw new CallbackRejected('the body is not { orderId, tradeNo, amount, currency }');
    return { kind: 'paid', paid: parsed.data };
  }

  accepted(): CallbackAnswer {
    return json(200, { ok: true });
  }

  refused(reason: string): CallbackAnswer {
    return json(400, { ok: false, message: reason });
  }
}
